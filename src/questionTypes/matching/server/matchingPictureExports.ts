/**
 * A matching question's pictures in the exports (ADR 311): each answer choice's picture by its name, an entry's
 * content in QTI 2.1 (its `<img>` where the package has the file, then its own text) and the notes of the formats
 * that write the alternative text only (of every entry, or of the answers in Moodle XML: ADR 312).
 */
import type { MatchingDefinition } from '../domain/matching';
import { namedMatching } from '../domain/matchingPictures';
import type { OptionPicture } from '../../shared/domain/optionPicture';
import { textField } from '../../../../server/exports/xml';
import { entryHtml, picturesLost } from '../../shared/server/optionPictureExports';
import type { Qti21Image } from '../../shared/server/questionType';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `{ picture, own }` of an entry with a picture (`own`: its own text, '' when it is only the picture). */
export const pictureOf = (text: string, picture: OptionPicture | undefined) =>
  picture ? { picture, own: clean(text) } : {};

/** Each answer choice's picture and own text, by the name the student chooses it by. */
export function answerPictures(definition: MatchingDefinition) {
  const named = namedMatching(definition);
  const found = new Map<string, { picture: OptionPicture; own: string }>();
  const add = (name: string, text: string, picture: OptionPicture | undefined) => {
    if (picture && !found.has(clean(name))) found.set(clean(name), { picture, own: clean(text) });
  };
  definition.pairs.forEach((pair, i) => add(named.pairs[i]!.answer, pair.answer, pair.answerPicture));
  definition.distractors.forEach((d, i) => add(named.distractors[i]!.text, d.text, d.picture));
  return found;
}

/** A simpleAssociableChoice's content: the picture the package ships, then its own text; else its name. */
export function entryContent(
  entry: { readonly text: string; readonly picture?: OptionPicture; readonly own?: string },
  imageOf: (src: string) => Qti21Image | undefined,
) {
  const shipped = entry.picture && imageOf(entry.picture.src);
  if (!entry.picture || !shipped) return { '#text': entry.text };
  const img = { '@_src': shipped.href, '@_alt': textField(entry.picture.alt) };
  return entry.own ? { img, '#text': entry.own } : { img };
}

/** The download's note when any entry has a picture the format writes as its alternative text. */
export const matchingPicturesLost = (definition: MatchingDefinition) =>
  picturesLost([
    ...definition.pairs.flatMap((pair) => [pair.promptPicture, pair.answerPicture]),
    ...definition.distractors.map((d) => d.picture),
  ]);

/** Moodle XML's note for pictures on answers: its matching answers are plain text (ADR 312). */
export const ANSWER_PICTURES_LOST =
  "the pictures of its answers: Moodle's matching answers are plain text, so only their text or alternative text is written";

/** The note when an answer or an extra answer has a picture. */
export const answerPicturesLost = (definition: MatchingDefinition) =>
  [
    ...definition.pairs.map((pair) => pair.answerPicture),
    ...definition.distractors.map((d) => d.picture),
  ].some(Boolean)
    ? [ANSWER_PICTURES_LOST]
    : [];

/** Entries as an HTML list: each its picture (at the address the package gave it) and its own text, else its name. */
export const pictureList = (
  entries: readonly { readonly text: string; readonly picture?: OptionPicture; readonly own?: string }[],
) =>
  `<ul>${entries
    .map(
      (e) =>
        `<li>${e.picture ? entryHtml(e.own ?? '', e.picture, e.picture.src) : entryHtml(e.text, undefined)}</li>`,
    )
    .join('')}</ul>`;
