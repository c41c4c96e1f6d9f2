/**
 * Pictures on imported matching entries (ADR 311): a prompt, an answer or an extra answer that is only a picture is
 * read by its name (the picture's description, else `Picture 2`), and stored with no text and that picture, its
 * description the name.
 */
import type { MatchingDefinition } from '../domain/matching';
import type { OptionPicture } from '../../shared/domain/optionPicture';
import { cutAlt } from '../../../../server/imports/questionText';

/** The entries' pictures by the name they are read by. */
export type EntryPictures = Readonly<Record<string, OptionPicture>>;

/** A picture read as an entry: named by `name`, its alternative text that name (cut to its bound). */
export const entryPicture = (src: string, name: string): OptionPicture => ({ src, alt: cutAlt(name) });

/** The definition with each entry that is one of `pictures` (by its text) stored as that picture, with no text. */
export function picturedEntries(
  definition: MatchingDefinition,
  pictures: EntryPictures | undefined,
): MatchingDefinition {
  if (!pictures) return definition;
  const of = (name: string) => (Object.hasOwn(pictures, name) ? pictures[name] : undefined);
  return {
    ...definition,
    pairs: definition.pairs.map((pair) => {
      const promptPicture = of(pair.prompt);
      const answerPicture = of(pair.answer);
      return {
        ...pair,
        ...(promptPicture ? { prompt: '', promptPicture } : {}),
        ...(answerPicture ? { answer: '', answerPicture } : {}),
      };
    }),
    distractors: definition.distractors.map((d) => {
      const picture = of(d.text);
      return picture ? { ...d, text: '', picture } : d;
    }),
  };
}
