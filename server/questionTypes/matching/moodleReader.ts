/**
 * Moodle XML matching questions: each `subquestion` a prompt paired with its `answer`; a subquestion without text
 * only adds its answer as a distractor, as in Moodle.
 */
import { moodleBase } from '../../imports/moodleDescription';
import { moodlePlain, moodleText, type MoodleSource } from '../../imports/moodleQuestion';
import { child, elements } from '../../imports/xmlTree';
import type { FormatReader, TypeRead } from '../questionType';
import { matchingRead, type MatchingDescription, type MatchingPair } from './matchingDescription';

const claims = (source: MoodleSource) => source.type === 'matching' || source.type === 'match';

function read(source: MoodleSource): TypeRead<MatchingDescription> {
  const subquestions = elements(source.question, 'subquestion').map((sub) => ({
    prompt: moodlePlain(sub),
    answer: moodleText(child(sub, 'answer')).replace(/\s+/g, ' ').trim(),
  }));
  const pairs: MatchingPair[] = subquestions.filter((s) => s.prompt !== '' && s.answer !== '');
  return matchingRead(
    moodleBase(source),
    pairs,
    subquestions.filter((s) => s.prompt === '').map((s) => s.answer),
  );
}

export const matchingMoodleReader: FormatReader<MoodleSource, MatchingDescription> = { claims, read };
