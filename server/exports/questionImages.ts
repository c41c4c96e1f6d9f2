/**
 * Images of a question: the `<img>`s of its rich-text title plus its image field. Images stored under /media are
 * shipped in the package (read from storage and checked by their first bytes); images on another site stay links;
 * anything else (a stored file that is gone or not an image, a data: address) is left out.
 */
import { imageTypeOf } from '../../src/domain/quiz/quizImages';
import { imageSize, type ImageSize } from '../imports/imageSize';
import { type ExportImage, type ExportQuiz, isStoredHere } from './exportModel';
import { type PackageFiles, readStoredFile } from './packageFiles';
import { createStorage } from '../storage/createStorage';
import type { StorageSettings } from '../storage/storage';

const IMG_START = /<img\b/gi;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The value of one attribute of an HTML start tag, entities decoded; undefined when absent. */
export function htmlAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i').exec(tag);
  if (!match) return undefined;
  return decodeAttribute(match[1] ?? match[2] ?? match[3] ?? '');
}

/**
 * Every `<img>` of an HTML fragment with a non-empty src, in document order. Each tag runs from `<img` to the next
 * `>`; once no `>` is left no later tag can end, so the scan stops (linear, where `/<img\b[^>]*>/g` is quadratic
 * on a long run of unclosed `<img`).
 */
export function imagesInHtml(html: string): ExportImage[] {
  const images: ExportImage[] = [];
  let from = 0;
  for (const start of html.matchAll(IMG_START)) {
    if (start.index < from) continue;
    const end = html.indexOf('>', start.index);
    if (end < 0) break;
    from = end + 1;
    const tag = html.slice(start.index, from);
    const src = htmlAttribute(tag, 'src')?.trim();
    if (src) images.push({ src, alt: htmlAttribute(tag, 'alt') ?? '' });
  }
  return images;
}

/** The images a question shows: its title's, then its image field; each address once. */
export function questionImages(title: string, image: string | null): ExportImage[] {
  const all = [...imagesInHtml(title), ...(image?.trim() ? [{ src: image.trim(), alt: '' }] : [])];
  const seen = new Set<string>();
  return all.filter((i) => !seen.has(i.src) && seen.add(i.src));
}

/** Each picture key of a definition's entries, and the text beside it. */
const TEXT_OF: Readonly<Record<string, string>> = {
  picture: 'text',
  promptPicture: 'prompt',
  answerPicture: 'answer',
};
const PICTURE_KEYS = new Set(Object.keys(TEXT_OF));

function definitionPictures(value: unknown, found: ExportImage[]): void {
  if (Array.isArray(value)) {
    for (const entry of value) definitionPictures(entry, found);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, entry] of Object.entries(value)) {
    const picture = entry as { src?: unknown; alt?: unknown } | null;
    if (PICTURE_KEYS.has(key) && typeof picture?.src === 'string')
      found.push({ src: picture.src, alt: typeof picture.alt === 'string' ? picture.alt : '' });
    else definitionPictures(entry, found);
  }
}

/** The pictures of a question's options and matching entries (ADR 311), each address once. */
export function entryPictures(question: {
  readonly options?: readonly { readonly picture?: ExportImage }[];
  readonly definition?: unknown;
}): ExportImage[] {
  const found: ExportImage[] = [];
  for (const option of question.options ?? []) if (option.picture) found.push(option.picture);
  definitionPictures(question.definition, found);
  const seen = new Set<string>();
  return found.filter((i) => !seen.has(i.src) && seen.add(i.src));
}

function definitionAt(value: unknown, href: (src: string) => string | undefined): unknown {
  if (Array.isArray(value)) return value.map((entry) => definitionAt(entry, href));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const picture = entry as { src?: unknown; alt?: unknown } | null;
    if (!PICTURE_KEYS.has(key) || typeof picture?.src !== 'string') copy[key] = definitionAt(entry, href);
    else {
      const at = href(picture.src);
      if (at !== undefined) copy[key] = { ...picture, src: at };
    }
  }
  // A picture the package could not ship is left out: an entry that was only the picture reads as its description.
  for (const [key, textKey] of Object.entries(TEXT_OF)) {
    const picture = (value as Record<string, { alt?: unknown } | undefined>)[key];
    if (picture && !(key in copy) && copy[textKey] === '' && typeof picture.alt === 'string')
      copy[textKey] = picture.alt;
  }
  return copy;
}

/**
 * The question with its options' and entries' pictures pointed where the package has them (`href`), for a format
 * whose writer writes the address as it finds it (Common Cartridge's HTML); one it has not is left out.
 */
export function withPicturesAt<Q extends object>(question: Q, href: (src: string) => string | undefined): Q {
  const { options, definition } = question as {
    options?: readonly { readonly text: string; readonly picture?: ExportImage }[];
    definition?: unknown;
  };
  return {
    ...question,
    ...(options
      ? {
          options: options.map((option) => {
            if (!option.picture) return option;
            const at = href(option.picture.src);
            const { picture, ...rest } = option;
            // Without its picture, an option that was only the picture reads as its description.
            return at !== undefined
              ? { ...rest, picture: { ...picture, src: at } }
              : { ...rest, text: rest.text.trim() === '' ? picture.alt : rest.text };
          }),
        }
      : {}),
    ...(definition !== undefined ? { definition: definitionAt(definition, href) } : {}),
  };
}

/**
 * The storage-relative path of an address served by the media route (`/media/x.png`, or an absolute URL whose
 * path is under /media/); undefined for anything else.
 */
export function storagePathOf(src: string): string | undefined {
  let pathname: string;
  try {
    const url = new URL(src, 'http://console.invalid');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (!pathname.startsWith('/media/')) return undefined;
  return pathname.slice(1);
}

export type ImageAsset =
  /** `size`: the pixels its header gives, when it gives them (what a hotspot's regions are written in). */
  | { readonly kind: 'file'; readonly path: string; readonly size?: ImageSize }
  | { readonly kind: 'link'; readonly href: string }
  | { readonly kind: 'none' };

/**
 * Resolves every image of the quiz once, by address. Shipped files go under `folder` as image-1.png, image-2.jpg…
 * (named by the type their bytes show), so two questions showing one image share one file.
 */
export async function resolveImages(
  quiz: ExportQuiz,
  storageSettings: StorageSettings,
  files: PackageFiles,
  folder: string,
): Promise<Map<string, ImageAsset>> {
  const storage = createStorage(storageSettings);
  const assets = new Map<string, ImageAsset>();
  const byStoredPath = new Map<string, ImageAsset>();
  // The activities' questions and those of the categories their random slots draw from (ADR 259).
  for (const activity of quiz.activities)
    for (const item of [...activity.items, ...(activity.draws ?? []).flatMap((draw) => draw.questions)]) {
      if (item.kind !== 'question') continue;
      for (const image of [...item.images, ...entryPictures(item)]) {
        if (assets.has(image.src)) continue;
        const stored = storagePathOf(image.src);
        if (stored === undefined) {
          assets.set(image.src, !isStoredHere(image) ? { kind: 'link', href: image.src } : { kind: 'none' });
          continue;
        }
        const known = byStoredPath.get(stored);
        if (known) {
          assets.set(image.src, known);
          continue;
        }
        const bytes = await readStoredFile(storage, stored);
        const type = bytes ? imageTypeOf(bytes) : undefined;
        let asset: ImageAsset = { kind: 'none' };
        if (bytes && type) {
          const path = `${folder}image-${byStoredPath.size + 1}.${type}`;
          files.addBytes(path, bytes);
          const size = imageSize(bytes);
          asset = { kind: 'file', path, ...(size ? { size } : {}) };
        }
        byStoredPath.set(stored, asset);
        assets.set(image.src, asset);
      }
    }
  return assets;
}

/** The shipped or linked images of one question, in order: `href` relative to the package root or a URL. */
export function questionAssets(
  images: readonly ExportImage[],
  assets: ReadonlyMap<string, ImageAsset>,
): { readonly asset: Exclude<ImageAsset, { kind: 'none' }>; readonly alt: string }[] {
  return images.flatMap((image) => {
    const asset = assets.get(image.src);
    return asset && asset.kind !== 'none' ? [{ asset, alt: image.alt }] : [];
  });
}
