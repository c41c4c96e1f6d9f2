/**
 * The images of imported questions. Each package file a question shows is checked by its first bytes (PNG, JPEG,
 * GIF or WebP) and size (the question-image limit) and stored like an uploaded question image, under /media; the
 * question's HTML then points at it. An image that cannot be taken (not in the package, not an image, too large,
 * on another site, inside an answer option) is named in the import report and the response, never in the question.
 */
import { QUIZ_IMAGE_MAX_BYTES, imageTypeOf } from '../../src/domain/quiz/quizImages';
import { mediaUrl } from '../../src/api/content/contentContract';
import { escapeHtml, plainText } from '../exports/xml';
import type { Storage } from '../storage/storage';
import { removeStoredFile, storeFile } from '../uploads';
import { linkedFileTypeOf } from './linkedFileType';
import type { ImportedImage, ImportedQuestion, ImportedQuiz } from './importedQuiz';
import { withEntryPictures } from './entryPictures';

/** Where imported images are stored: the folder of uploaded question images. */
export const QUIZ_IMAGE_DIR = 'media/uploads/quiz-images';

export const IMAGE_REASONS = {
  missing: 'not in the package',
  notAnImage: 'not a PNG, JPEG, GIF or WebP image',
  tooLarge: `larger than ${QUIZ_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  remote: 'on another site',
  inOption: 'inside an answer option',
  notMedia: 'not a picture, sound, video or PDF',
} as const;

/** The report's note on a question one of whose images could not be imported. */
export const notImportedNote = (src: string, reason: string) => `Image not imported: ${src} (${reason}).`;

/**
 * Most characters one picture adds to a question's stored text (its paragraph, label, address and description, or
 * the note saying why it is missing): descriptions, labels and addresses are cut to fit, so the import can keep a
 * question within its bound before its pictures are stored (server/imports/repairForEditor.ts).
 */
export const IMAGE_MARKUP_MAX = 260;
/** The text escaped, cut so the escaped text has at most `max` characters. */
function shown(text: string, max = 80): string {
  let kept = text.slice(0, max);
  while (escapeHtml(kept).length > max) kept = kept.slice(0, -1);
  return escapeHtml(kept.length < text.length ? `${kept.slice(0, -1)}…` : kept);
}
const labelled = (image: ImportedImage, markup: string) =>
  `<p>${image.label ? `${shown(image.label, 20)}: ` : ''}${markup}</p>`;

export interface NotImportedImage {
  readonly quiz: string;
  readonly item: string;
  readonly image: string;
  readonly reason: string;
}

export interface StoredImages {
  readonly quizzes: ImportedQuiz[];
  /** Storage-relative paths written, to remove if the quizzes are not stored after all. */
  readonly written: string[];
  readonly notImported: NotImportedImage[];
}

/** `html` with every link to `src` (as written in the attribute) pointed at `url`. */
const withLinkTo = (html: string, src: string, url: string) =>
  html
    .split(`"${src}"`)
    .join(`"${escapeHtml(url)}"`)
    .split(`'${src}'`)
    .join(`"${escapeHtml(url)}"`);

const isRemote = (src: string) => /^[a-z][a-z0-9+.-]*:/i.test(src);

function reasonFor(image: ImportedImage, bytes: Uint8Array | undefined): string | undefined {
  if (image.inOption) return IMAGE_REASONS.inOption;
  if (image.path === undefined || !bytes)
    return isRemote(image.src) ? IMAGE_REASONS.remote : IMAGE_REASONS.missing;
  if (image.linked) return linkedFileTypeOf(bytes) ? undefined : IMAGE_REASONS.notMedia;
  if (!imageTypeOf(bytes)) return IMAGE_REASONS.notAnImage;
  if (bytes.byteLength > QUIZ_IMAGE_MAX_BYTES) return IMAGE_REASONS.tooLarge;
  return undefined;
}

/**
 * Stores every image the questions show (each package file once) and turns the titles of questions with images
 * into HTML: the text, then each image or the note saying why it is missing.
 */
export async function storeQuestionImages(
  storage: Storage,
  files: ReadonlyMap<string, Uint8Array>,
  quizzes: readonly ImportedQuiz[],
): Promise<StoredImages> {
  const urls = new Map<string, string>();
  const written: string[] = [];
  const notImported: NotImportedImage[] = [];
  try {
    // A version's images (ADR 309) are stored as the question's are; what is missing is reported once, of version 1.
    const withImages = async (
      quiz: string,
      question: ImportedQuestion,
      report = true,
    ): Promise<ImportedQuestion> => {
      if (question.images.length === 0) return question;
      const parts = [question.html ?? `<p>${escapeHtml(question.title)}</p>`];
      const notes: string[] = [];
      const entryUrls = new Map<string, string>();
      let own: string | undefined;
      for (const image of question.images) {
        const bytes = image.path === undefined ? undefined : files.get(image.path);
        const reason = reasonFor(image, bytes);
        if (reason !== undefined || !bytes || image.path === undefined) {
          // A note for the author: the report names it, the question never shows it (ADR 221).
          const why = reason ?? IMAGE_REASONS.missing;
          if (report) notImported.push({ quiz, item: question.title, image: image.src, reason: why });
          notes.push(
            notImportedNote(image.src.length > 120 ? `${image.src.slice(0, 119)}…` : image.src, why),
          );
          continue;
        }
        let url = urls.get(image.path);
        if (url === undefined) {
          const type = image.linked ? linkedFileTypeOf(bytes)! : imageTypeOf(bytes)!;
          const stored = await storeFile(storage, QUIZ_IMAGE_DIR, type, bytes);
          written.push(stored);
          url = mediaUrl(stored);
          urls.set(image.path, url);
        }
        if (image.questionImage) {
          own = url;
          continue;
        }
        if (image.entryPicture) {
          // An option's or a matching entry's own picture (ADR 311): theirs, not the text's.
          entryUrls.set(image.src, url);
          continue;
        }
        if (image.linked) {
          // The text's own link, pointed at the stored file (ADR 222).
          parts[0] = withLinkTo(parts[0]!, image.src, url);
          continue;
        }
        parts.push(labelled(image, `<img src="${escapeHtml(url)}" alt="${shown(plainText(image.alt))}">`));
      }
      const { image: _package, ...rest } = withEntryPictures(question, entryUrls);
      return {
        ...rest,
        ...(parts.length > 1 || question.html !== undefined ? { html: parts.join('') } : {}),
        ...(own !== undefined ? { image: own } : {}),
        ...(notes.length > 0 ? { notes: [...(question.notes ?? []), ...notes] } : {}),
      };
    };
    const withVersions = async (quiz: string, question: ImportedQuestion): Promise<ImportedQuestion> => {
      const own = await withImages(quiz, question);
      if (!question.versions) return own;
      const versions: ImportedQuestion[] = [];
      for (const version of question.versions) versions.push(await withImages(quiz, version, false));
      return { ...own, versions };
    };
    const result: ImportedQuiz[] = [];
    for (const quiz of quizzes) {
      const activities = [];
      for (const activity of quiz.activities) {
        const items = [];
        for (const item of activity.items)
          items.push(item.kind === 'question' ? await withVersions(quiz.title, item) : item);
        activities.push({ ...activity, items });
      }
      result.push({ ...quiz, activities });
    }
    return { quizzes: result, written, notImported };
  } catch (error) {
    await removeImages(storage, written);
    throw error;
  }
}

/** Removes images written for an import that was not stored. */
export async function removeImages(storage: Storage, written: readonly string[]): Promise<void> {
  await Promise.all(written.map((path) => removeStoredFile(storage, path)));
}
