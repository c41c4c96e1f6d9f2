/** Builds one export (a package, a Moodle XML or a GIFT file) of a loaded quiz: the entry point the heavy-work thread calls (ADR 102). */
import { buildCc11Package } from './cc11Package';
import type { ExportQuiz } from './exportModel';
import type { ExportFormat } from './fileName';
import { buildGift } from './giftExport';
import { buildMoodleXml } from './moodleXmlExport';
import { buildQti21Package } from './qti21Package';
import { buildScorm12Package } from './scorm12Package';
import type { VideoOptions } from './videoAssets';

const BUILDERS: Readonly<
  Record<ExportFormat, (quiz: ExportQuiz, options: VideoOptions) => Promise<Uint8Array>>
> = {
  qti: buildQti21Package,
  cc: buildCc11Package,
  scorm: buildScorm12Package,
  moodle: buildMoodleXml,
  gift: buildGift,
};

export function buildPackage(
  format: ExportFormat,
  quiz: ExportQuiz,
  options: VideoOptions,
): Promise<Uint8Array> {
  return BUILDERS[format](quiz, options);
}
