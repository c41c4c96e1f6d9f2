/**
 * A picture on a choice option or on a matching prompt or answer (ADR 311): the address of a question image the
 * console stored (uploaded in the editor or imported with a package) and its alternative text. The entry's text
 * stays; it may be empty only when the entry has a picture, and then the alternative text is the entry's name
 * (what results, the answer key, duplicates and a matching answer go by).
 *
 * @publicModule choice options and matching entries carry the same field, read by both types, the server and views.
 */
import * as z from 'zod';
import { text } from '../../../domain/shared/fields';

export const OPTION_PICTURE_LIMITS = { src: 2000, alt: 250 } as const;

/** Where the console stores question images: a picture must be one of them (ADR 311). */
export const QUIZ_IMAGE_PATH = /^\/media\/uploads\/quiz-images\/[A-Za-z0-9_-]+\.(png|jpg|gif|webp)$/;

export const OPTION_PICTURE_MESSAGES = {
  notQuizImage: 'A picture must be an image uploaded to this quiz',
  notYours: 'This picture belongs to another quiz: add it again',
} as const;

export const OptionPictureSchema = z
  .object({
    src: text(OPTION_PICTURE_LIMITS.src).min(1),
    alt: text(OPTION_PICTURE_LIMITS.alt),
  })
  .strict();
export type OptionPicture = z.infer<typeof OptionPictureSchema>;

/** The name of an entry: its text, else its picture's alternative text; '' when it has neither. */
export function entryName(entryText: string, picture: OptionPicture | undefined): string {
  const own = entryText.trim();
  return own !== '' ? own : (picture?.alt.trim() ?? '');
}

/** `{ picture }` when there is one, else nothing: spread into an option so an absent picture stays absent. */
export const pictureField = (picture: OptionPicture | undefined | null) =>
  picture ? { picture: { src: picture.src, alt: picture.alt } } : {};
