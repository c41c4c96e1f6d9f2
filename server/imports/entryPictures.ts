/**
 * The pictures of an imported question's options and matching entries (ADR 311), pointed at the files the import
 * stored. A picture whose file could not be stored (its note says why) is left out, and an entry that was only
 * that picture keeps the picture's description as its text, so it still has a name.
 */
import type { OptionPicture } from '../../src/questionTypes/shared/domain/optionPicture';
import type { ImportedQuestion } from './importedQuiz';

/** The text key beside each picture key of a definition's entries. */
const TEXT_OF: Readonly<Record<string, string>> = {
  picture: 'text',
  promptPicture: 'prompt',
  answerPicture: 'answer',
};

const isPicture = (value: unknown): value is OptionPicture =>
  typeof value === 'object' && value !== null && typeof (value as { src?: unknown }).src === 'string';

/** A definition with each entry's picture pointed at its stored address, or taken out where there is none. */
function withDefinitionPictures(definition: unknown, urls: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(definition)) return definition.map((entry) => withDefinitionPictures(entry, urls));
  if (typeof definition !== 'object' || definition === null) return definition;
  const entry: Record<string, unknown> = { ...(definition as Record<string, unknown>) };
  for (const [key, value] of Object.entries(entry)) {
    const textKey = TEXT_OF[key];
    if (textKey === undefined || !isPicture(value)) {
      entry[key] = withDefinitionPictures(value, urls);
      continue;
    }
    const url = urls.get(value.src);
    if (url !== undefined) entry[key] = { src: url, alt: value.alt };
    else {
      delete entry[key];
      if (typeof entry[textKey] === 'string' && (entry[textKey] as string).trim() === '')
        entry[textKey] = value.alt;
    }
  }
  return entry;
}

/** The question with its options' and entries' pictures at the stored addresses (`urls`: package src → stored). */
export function withEntryPictures(
  question: ImportedQuestion,
  urls: ReadonlyMap<string, string>,
): ImportedQuestion {
  const pictures = question.optionPictures;
  const options = pictures
    ? question.options.map((text, index) => {
        const picture = pictures[index];
        return picture && !urls.has(picture.src) && text.trim() === '' ? picture.alt : text;
      })
    : question.options;
  const optionPictures = pictures?.map((picture) => {
    const url = picture && urls.get(picture.src);
    return picture && url !== undefined ? { src: url, alt: picture.alt } : undefined;
  });
  const { optionPictures: _old, ...rest } = question;
  return {
    ...rest,
    options,
    ...(optionPictures?.some(Boolean) ? { optionPictures } : {}),
    ...(question.definition !== undefined
      ? { definition: withDefinitionPictures(question.definition, urls) }
      : {}),
  };
}
