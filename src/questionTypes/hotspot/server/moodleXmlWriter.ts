/**
 * A hotspot question in Moodle XML (ADR 236). Moodle's nearest question, drag and drop markers (ddmarker), needs the
 * image inside the file and markers of its own, which this export does not write yet: the question is an essay
 * showing its image (embedded as the question's pictures are, ADR 312) with the right regions in words for the
 * grader (noted).
 */
import type { ExportHotspotQuestion } from './hotspotExportQuestion';
import type { XmlNode } from '../../../../server/exports/xml';
import { essayMoodleXmlWriter } from '../../essay/server/moodleXmlWriter';
import { regionsInWords } from './hotspotExport';

export const HOTSPOT_MOODLE_NOTES = {
  asEssay:
    'Moodle XML has no hotspot question this export writes (Moodle’s drag and drop markers is not written yet): it is written as an essay showing its image, with the right regions in words for the grader.',
} as const;

export function hotspotMoodleXmlWriter(question: ExportHotspotQuestion): { type: string; fields: XmlNode } {
  const { regions, maxMarks } = question.definition;
  return essayMoodleXmlWriter({
    ...question,
    questionType: 'essay',
    definition: { lines: 3, graderInfo: regionsInWords(regions, maxMarks) },
  });
}

export const hotspotMoodleNotes = (_question: ExportHotspotQuestion) => [HOTSPOT_MOODLE_NOTES.asEssay];
