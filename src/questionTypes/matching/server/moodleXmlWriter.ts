/**
 * A matching question in Moodle XML: a `matching`, each pair a `subquestion` (its prompt as HTML, its answer as
 * text) and each extra answer a subquestion with no text, as Moodle writes them. A prompt's picture is in its HTML
 * with its file beside it (ADR 312); Moodle's answers are plain text, so an answer's picture is written as its
 * alternative text and noted. Moodle scores each pair on its own: all or nothing (ADR 292) is noted.
 */
import type { ExportMatchingQuestion } from './matchingExportQuestion';
import { escapeHtml, type XmlNode } from '../../../../server/exports/xml';
import { allOrNothingLoss, PART_SCORING_NOTES } from '../../shared/server/partScoringNotes';
import { matchingLosses, pairsFeedback } from './matchingNotes';
import { ownFeedbackLoss } from '../../shared/server/formatLosses';
import { namedMatching } from '../domain/matchingPictures';
import { answerPicturesLost } from './matchingPictureExports';
import { embeddedFiles, type MoodlePictures } from '../../../../server/exports/moodlePictures';
import { entryHtml } from '../../shared/server/optionPictureExports';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export function matchingMoodleXmlWriter(
  question: ExportMatchingQuestion,
  pictures: MoodlePictures,
): { type: string; fields: XmlNode } {
  // An answer that is only its picture is written as its alternative text (ADR 311), as is a prompt whose picture
  // is left out.
  const { pairs, distractors } = namedMatching(question.definition);
  return {
    type: 'matching',
    fields: {
      shuffleanswers: 'true',
      subquestion: [
        ...pairs.map((pair, index) => {
          const { prompt, promptPicture } = question.definition.pairs[index]!;
          const shown = promptPicture && pictures(promptPicture.src);
          return {
            '@_format': 'html',
            text: `<p>${shown ? entryHtml(prompt, promptPicture, shown.src) : escapeHtml(clean(pair.prompt))}</p>`,
            ...embeddedFiles([shown]),
            answer: { text: clean(pair.answer) },
          };
        }),
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
  ...ownFeedbackLoss(...pairsFeedback(question)),
  ...answerPicturesLost(question.definition),
];
