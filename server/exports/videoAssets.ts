/**
 * Where each video of an export comes from: a link to the player embed path when the caller gave a base URL,
 * otherwise the stored file shipped in the package (under media/ unless told otherwise). A video with neither is left out of the package
 * and shown by its title only.
 */
import type { ExportQuiz, ExportVideo } from './exportModel';
import { type PackageFiles, readStoredFile } from './packageFiles';
import { createStorage } from '../storage/createStorage';
import type { StorageSettings } from '../storage/storage';

export type VideoAsset =
  | { readonly kind: 'link'; readonly href: string }
  | { readonly kind: 'file'; readonly path: string; readonly type: string }
  | { readonly kind: 'none' };

export interface VideoOptions {
  /** Where stored videos and images are read from (settings, not a client: they cross to the heavy-work thread). */
  readonly storage: StorageSettings;
  /** Base URL of the player embed path; the article id is appended. */
  readonly videoLink?: string | undefined;
  readonly institutionId?: number | undefined;
  /** The site's own address (PUBLIC_URL or the caller's), for a format that links to its pictures (GIFT). */
  readonly siteBase?: string | undefined;
}

export function videoLinkFor(base: string, articleId: number, institutionId?: number): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/${articleId}`);
  if (institutionId !== undefined) url.searchParams.set('institutionId', String(institutionId));
  return url.toString();
}

const MEDIA_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  m4v: 'video/mp4',
};

/** Resolves every video of the quiz once; shipped files are added to `files` under media/. */
export async function resolveVideos(
  quiz: ExportQuiz,
  options: VideoOptions,
  files: PackageFiles,
  folder = 'media/',
): Promise<Map<number, VideoAsset>> {
  const storage = createStorage(options.storage);
  const assets = new Map<number, VideoAsset>();
  const videos = new Map<number, ExportVideo>();
  for (const activity of quiz.activities)
    for (const item of activity.items)
      if (item.kind === 'video') videos.set(item.video.articleId, item.video);
  for (const video of videos.values()) {
    if (options.videoLink) {
      assets.set(video.articleId, {
        kind: 'link',
        href: videoLinkFor(options.videoLink, video.articleId, options.institutionId),
      });
      continue;
    }
    const bytes = video.file ? await readStoredFile(storage, video.file) : undefined;
    if (!bytes || !video.file) {
      assets.set(video.articleId, { kind: 'none' });
      continue;
    }
    const extension = (/\.([a-z0-9]+)$/i.exec(video.file)?.[1] ?? 'mp4').toLowerCase();
    const path = `${folder}video-${video.articleId}.${extension}`;
    files.addBytes(path, bytes);
    assets.set(video.articleId, { kind: 'file', path, type: MEDIA_TYPES[extension] ?? 'video/mp4' });
  }
  return assets;
}
