/**
 * Pictures on options and matching entries in the export formats (ADR 311): an entry's text for formats that write
 * text only (its picture's alternative text when it has no text of its own), the `<img>` of formats that show
 * pictures, and the words the download lists for a format that cannot show them.
 */
import { entryName, type OptionPicture } from '../domain/optionPicture';
import { escapeHtml, textField } from '../../../../server/exports/xml';

/** What a text-only format writes for an entry: its text, else its picture's alternative text. */
export const entryText = (text: string, picture: OptionPicture | undefined) =>
  textField(entryName(text, picture));

/** An entry as HTML: its picture (at `src`, where the package has it) then its text, escaped. */
export function entryHtml(text: string, picture: OptionPicture | undefined, src?: string): string {
  const own = escapeHtml(textField(text));
  if (!picture || src === undefined) return escapeHtml(entryText(text, picture));
  const img = `<img src="${escapeHtml(src)}" alt="${escapeHtml(textField(picture.alt))}"/>`;
  return own === '' ? img : `${img} ${own}`;
}

/** The download's note for a format that writes an entry's picture as its alternative text. */
export const PICTURES_LOST = 'the pictures of its options or entries: only their alternative text is written';

/** The note when any of these entries has a picture. */
export const picturesLost = (pictures: readonly (OptionPicture | undefined)[]) =>
  pictures.some(Boolean) ? [PICTURES_LOST] : [];
