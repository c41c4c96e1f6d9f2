/** Moodle XML (`<quiz>` of `<question type="…">`): the format Moodle's question bank imports and exports. */
import { IMPORT_MESSAGES, refuse } from './importErrors';
import type { ReadPackage } from './importedQuiz';
import type { XmlElement } from './xmlTree';

export function readMoodleXml(_root: XmlElement, _fallbackTitle: string): ReadPackage {
  throw refuse(IMPORT_MESSAGES.noQti);
}
