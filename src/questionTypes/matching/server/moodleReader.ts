/**
 * Moodle XML matching questions: each `subquestion` a prompt paired with its `answer`; a subquestion without text
 * only adds its answer as a distractor, as in Moodle. A prompt that is only a picture (embedded beside it, ADR 312)
 * is a prompt with that picture (ADR 311), named by its description, else "Picture 2"; one of several pictures reads
 * so, its pictures shown in the question.
 */
import type { ImportedImage } from '../../../../server/imports/importedQuiz';
import { moodleBase } from '../../../../server/imports/moodleDescription';
import {
  moodleHtmlFormat,
  moodlePlain,
  moodleText,
  type MoodleSource,
} from '../../../../server/imports/moodleQuestion';
import { htmlAnswer } from '../../../../server/imports/questionDraft';
import { child, elements, type XmlElement } from '../../../../server/imports/xmlTree';
import { plainText } from '../../../../server/exports/xml';
import type { OptionPicture } from '../../shared/domain/optionPicture';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { matchingRead, type MatchingDescription, type MatchingPair } from './matchingDescription';
import { entryPicture } from './matchingPictures';
import { MATCHING_NOTES } from './qti2Reader';

const claims = (source: MoodleSource) => source.type === 'matching' || source.type === 'match';

function read(source: MoodleSource): TypeRead<MatchingDescription> {
  const notes: string[] = [];
  const pictures: ImportedImage[] = [];
  const entryPictures: Record<string, OptionPicture> = {};
  const promptOf = (sub: XmlElement, index: number) => {
    const text = moodlePlain(sub);
    if (text !== '' || !moodleHtmlFormat(sub)) return text;
    const { images } = htmlAnswer(moodleText(sub), source.locate);
    if (images.length === 0) return '';
    const name =
      plainText(images.find((image) => image.alt.trim() !== '')?.alt ?? '') || `Picture ${index + 1}`;
    if (images.length === 1 && !Object.hasOwn(entryPictures, name)) {
      entryPictures[name] = entryPicture(images[0]!.src, name);
      pictures.push({ ...images[0]!, entryPicture: true });
      return name;
    }
    pictures.push(...images.map((image) => ({ ...image, label: name })));
    notes.push(MATCHING_NOTES.picture(name));
    return name;
  };
  const subquestions = elements(source.question, 'subquestion').map((sub, index) => ({
    prompt: promptOf(sub, index),
    answer: moodleText(child(sub, 'answer')).replace(/\s+/g, ' ').trim(),
  }));
  const pairs: MatchingPair[] = subquestions.filter((s) => s.prompt !== '' && s.answer !== '');
  const base = moodleBase(source);
  const read = matchingRead(
    { ...base, prompt: { ...base.prompt, images: [...base.prompt.images, ...pictures] }, notes },
    pairs,
    subquestions.filter((s) => s.prompt === '').map((s) => s.answer),
  );
  return read.kind === 'read' && Object.keys(entryPictures).length > 0
    ? { ...read, description: { ...read.description, entryPictures } }
    : read;
}

export const matchingMoodleReader: FormatReader<MoodleSource, MatchingDescription> = { claims, read };
