/**
 * Pictures in Moodle XML as Moodle writes them (ADR 312): a stored image is a file embedded beside the text of the
 * field that shows it (`<file name="image-1.png" path="/" encoding="base64">`), its `<img>` naming it
 * `@@PLUGINFILE@@/image-1.png`; an image on another site stays a link; anything else is left out.
 */
import type { ExportImage, ExportQuiz } from './exportModel';
import { PackageFiles } from './packageFiles';
import { resolveImages } from './questionImages';
import type { StorageSettings } from '../storage/storage';
import { escapeHtml, textField, type XmlNode } from './xml';

/** A picture as a Moodle XML field shows it: the address its `<img>` gives and, when embedded, its file. */
export interface MoodlePicture {
  readonly src: string;
  readonly file?: { readonly name: string; readonly bytes: Uint8Array };
}

/** How a field shows a picture, by its stored address; undefined for one that is left out. */
export type MoodlePictures = (src: string) => MoodlePicture | undefined;

/** Where `@@PLUGINFILE@@` stands, Moodle puts the files of the field the text belongs to. */
const PLUGINFILE = '@@PLUGINFILE@@/';

/**
 * Reads every picture of the quiz once. Each stored file is named as its bytes show it (image-1.png, image-2.jpg…,
 * no folder), one name per file across the quiz, so a name means the same bytes in every field it is embedded in.
 */
export async function moodlePictures(quiz: ExportQuiz, storage: StorageSettings): Promise<MoodlePictures> {
  const files = new PackageFiles();
  const assets = await resolveImages(quiz, storage, files, '');
  return (src) => {
    const asset = assets.get(src);
    if (!asset || asset.kind === 'none') return undefined;
    if (asset.kind === 'link') return { src: asset.href };
    const bytes = files.bytesAt(asset.path);
    return (
      bytes && { src: `${PLUGINFILE}${encodeURIComponent(asset.path)}`, file: { name: asset.path, bytes } }
    );
  };
}

/** The `<file>` elements of a field that shows these pictures, each file once. */
export function embeddedFiles(pictures: readonly (MoodlePicture | undefined)[]): XmlNode {
  const names = new Set<string>();
  const file = pictures.flatMap((picture) => {
    if (!picture?.file || names.has(picture.file.name)) return [];
    names.add(picture.file.name);
    return [
      {
        '@_name': picture.file.name,
        '@_path': '/',
        '@_encoding': 'base64',
        '#text': Buffer.from(picture.file.bytes).toString('base64'),
      },
    ];
  });
  return file.length > 0 ? { file } : {};
}

/** The question's pictures after its text, as one paragraph of `<img>`s, and their files. */
export function withQuestionPictures(
  field: { readonly '@_format'?: string; readonly text: string },
  images: readonly ExportImage[],
  pictures: MoodlePictures,
): XmlNode {
  const shown = images.flatMap((image) => {
    const picture = pictures(image.src);
    return picture ? [{ picture, alt: image.alt }] : [];
  });
  if (shown.length === 0) return field;
  const img = shown.map(
    ({ picture, alt }) => `<img src="${escapeHtml(picture.src)}" alt="${escapeHtml(textField(alt))}">`,
  );
  return {
    ...field,
    text: `${field.text}<p>${img.join(' ')}</p>`,
    ...embeddedFiles(shown.map(({ picture }) => picture)),
  };
}
