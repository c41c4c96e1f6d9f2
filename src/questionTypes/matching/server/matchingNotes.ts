/**
 * What a format that has no matching on a picture (ADR 310) loses of one whose prompts are places on the question's
 * image, and of one scored right minus wrong: Common Cartridge, Moodle XML and GIFT write the matching they write for
 * any matching, without the places, and say so.
 */
import type { ExportMatchingQuestion } from './matchingExportQuestion';
import { hasPlaces } from '../domain/matching';
import { PART_SCORING_NOTES, rightMinusWrongLoss } from '../../shared/server/partScoringNotes';

export const MATCHING_PLACES_NOTES = {
  placesLost:
    'the places on the picture are not written: the format has no matching on a picture, so each place is a prompt named by its name alone.',
} as const;

/** Every pair's feedback on a wrong match (ADR 406), for a format's feedback note. */
export const pairsFeedback = (question: ExportMatchingQuestion) =>
  question.definition.pairs.map((pair) => pair.feedback);

/** The places' note and the right-minus-wrong note, when they apply; `format` is how the note names the format. */
export const matchingLosses = (question: ExportMatchingQuestion, format: string | 'byHand'): string[] => [
  ...(hasPlaces(question.definition) ? [MATCHING_PLACES_NOTES.placesLost] : []),
  ...rightMinusWrongLoss(
    question.definition,
    format === 'byHand' ? PART_SCORING_NOTES.minusByHand : PART_SCORING_NOTES.minusEachPart(format),
  ),
];
