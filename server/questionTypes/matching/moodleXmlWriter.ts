/**
 * A matching question in Moodle XML: a `matching`, each pair a `subquestion` (its prompt as HTML, its answer as
 * text) and each extra answer a subquestion with no text, as Moodle writes them. Moodle scores each pair on its own:
 * all or nothing (ADR 292) is noted.
 */
import type { ExportMatchingQuestion } from '../../exports/exportModel';
import { escapeHtml, type XmlNode } from '../../exports/xml';
import { allOrNothingLoss, PART_SCORING_NOTES } from '../partScoringNotes';
import { matchingLosses } from './matchingNotes';
import { namedMatching } from '../../../src/domain/quiz/questionTypes/matching/matchingPictures';
import { matchingPicturesLost } from './matchingPictureExports';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export function matchingMoodleXmlWriter(question: ExportMatchingQuestion): { type: string; fields: XmlNode } {
  // An entry that is only its picture is written as its alternative text (ADR 311).
  const { pairs, distractors } = namedMatching(question.definition);
  return {
    type: 'matching',
    fields: {
      shuffleanswers: 'true',
      subquestion: [
        ...pairs.map((pair) => ({
          '@_format': 'html',
          text: `<p>${escapeHtml(clean(pair.prompt))}</p>`,
          answer: { text: clean(pair.answer) },
        })),
        ...distractors.map((extra) => ({
          '@_format': 'html',
          text: '',
          answer: { text: clean(extra.text) },
        })),
      ],
    },
  };
}

export const matchingMoodleXmlNotes = (question: ExportMatchingQuestion) => [
  ...allOrNothingLoss(
    question.definition,
    PART_SCORING_NOTES.eachPart("Moodle's matching question", 'pairs'),
  ),
  ...matchingLosses(question, "Moodle's matching question"),
  ...matchingPicturesLost(question.definition),
];
