/**
 * The seed's media: one small sample video with English and German subtitles, its stills, article images and a
 * sponsor logo. They are committed under server/seed/media (made once by its generate.sh) and copied into
 * `${storageDir}/media/`; the database stores paths relative to the storage directory.
 */
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set where the server runs as a bundle (scripts/serverBundle.mjs), which is not next to the media. */
declare const SEED_MEDIA_DIR: string | undefined;
const SOURCE_DIR =
  typeof SEED_MEDIA_DIR === 'string' ? SEED_MEDIA_DIR : fileURLToPath(new URL('../media/', import.meta.url));
const TARGET_DIR = 'media';

const at = (file: string) => `${TARGET_DIR}/${file}`;

/** Storage-relative paths of the seeded media. */
export const MEDIA = {
  video: at('sample-video.mp4'),
  videoWidth: 320,
  videoHeight: 180,
  videoDuration: 6,
  subtitles: { en: at('sample-video.en.vtt'), de: at('sample-video.de.vtt') },
  poster: at('poster.jpg'),
  thumbnails: [at('thumbnail-1.jpg'), at('thumbnail-2.jpg'), at('thumbnail-3.jpg')],
  imageShort: at('image-short.jpg'),
  imageLarge: at('image-large.jpg'),
  headerImage: at('header-image.jpg'),
  sponsorLogo: at('sponsor-logo.png'),
} as const;

const FILES = [
  MEDIA.video,
  MEDIA.subtitles.en,
  MEDIA.subtitles.de,
  MEDIA.poster,
  ...MEDIA.thumbnails,
  MEDIA.imageShort,
  MEDIA.imageLarge,
  MEDIA.headerImage,
  MEDIA.sponsorLogo,
];

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch {
    return undefined;
  }
}

/** Copies the media into the storage directory; files already there with the same size are left alone. */
export async function copySeedMedia(storageDir: string): Promise<void> {
  await mkdir(join(storageDir, TARGET_DIR), { recursive: true });
  for (const file of FILES) {
    const source = join(SOURCE_DIR, file.slice(TARGET_DIR.length + 1));
    const target = join(storageDir, file);
    if ((await sizeOf(target)) !== (await sizeOf(source))) await copyFile(source, target);
  }
}
