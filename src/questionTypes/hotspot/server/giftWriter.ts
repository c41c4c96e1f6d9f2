/** GIFT has no hotspot question (nor a way to show an image to mark): left out of the file, noted (ADR 236). */
import type { ExportHotspotQuestion } from './hotspotExportQuestion';

export const HOTSPOT_GIFT_NOTES = {
  leftOut: 'GIFT has no hotspot question: it is left out of this file (the QTI 2.1 export carries it).',
} as const;

export const hotspotGiftWriter = (): null => null;

export const hotspotGiftNotes = (_question: ExportHotspotQuestion) => [HOTSPOT_GIFT_NOTES.leftOut];
