/**
 * A text block in Common Cartridge (ADR 260). The profile's items all ask something, so a text block is not an item
 * of its own: like a video (ADR 155) its text is shown with the next question of the quiz (or after the last one),
 * in a block the console's import reads back as a text block. `cc` is the item the cartridge would write for a quiz
 * holding only text blocks: an essay worth nothing, which the cartridge refuses as having no question.
 */
import type { ExportQuestion } from '../../../../server/exports/exportModel';
import type { CcParts } from '../../shared/server/questionType';
import { handScoredCc } from '../../essay/server/ccWriter';

export const textBlockCcWriter = (): CcParts => ({ profile: 'cc.essay.v0p1', ...handScoredCc(1) });

export const TEXT_BLOCK_CC_NOTES = {
  shownWith: 'Common Cartridge has no item that asks nothing: the text is shown with the next question.',
} as const;

export const textBlockCcNotes = (_question: ExportQuestion) => [TEXT_BLOCK_CC_NOTES.shownWith];
