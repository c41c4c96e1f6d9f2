/** What a language model is told to write hot text questions (ADR 296). */
import { HOT_TEXT_GENERATED } from '../domain/hotTextGeneration';
import type { TypePrompt } from '../../shared/server/questionType';

const { spans } = HOT_TEXT_GENERATED;

export const hotTextPrompt = (): TypePrompt => ({
  kind: 'hot-text',
  rules: [
    `Each question is a passage of two to five sentences about the material in which ${spans.min} to ${spans.max} words or short phrases are selectable, each between [ and ]; the student picks the right ones.`,
    'The title says what to pick. At least one selectable word is right and at least one is wrong.',
    'List the right ones in "right", written exactly as between their brackets. Use [ and ] for nothing else.',
  ],
  shape:
    '{"questions":[{"title":"the instruction, such as: Select the units",' +
    '"passage":"The tone has a [frequency] of 440 [hertz] and lasts two [seconds].","right":["hertz","seconds"]}]}',
});
