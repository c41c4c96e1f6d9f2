/**
 * Hotspot questions, read from QTI 1.2 (Canvas's hot spot, IMS's `render_hotspot`) and QTI 2.x (hotspot and select
 * point interactions), and stored as the console's hotspot question on the item's own image (ADR 203). Written as
 * a QTI 2.1 select point interaction, an essay with the regions in words in Common Cartridge and Moodle XML, and left
 * out of GIFT (ADR 236).
 */
import type { ServerQuestionType } from '../../shared/server/questionType';
import type { ExportHotspotQuestion } from './hotspotExportQuestion';
import { hotspotCcNotes, hotspotCcWriter } from './ccWriter';
import { hotspotGiftNotes, hotspotGiftWriter } from './giftWriter';
import type { HotspotDescription } from './hotspotDescription';
import { storeHotspot } from './hotspotStore';
import { hotspotMoodleNotes, hotspotMoodleXmlWriter } from './moodleXmlWriter';
import { hotspotQti12Reader } from './qti12Reader';
import { hotspotQti21Notes, hotspotQti21Writer } from './qti21Writer';
import { hotspotQti2Reader } from './qti2Reader';
import { hotspotScormWriter } from './scormWriter';
import { hotspotOf } from '../domain/hotspot';

export const hotspotType: ServerQuestionType<HotspotDescription, ExportHotspotQuestion> = {
  kind: 'hotspot',
  names: { kind: 'Hotspot', stored: 'hotspot' },
  read: {
    qti12: hotspotQti12Reader,
    qti2: hotspotQti2Reader,
  },
  store: storeHotspot,
  write: {
    definition: hotspotOf,
    picture: true,
    qti21: hotspotQti21Writer,
    cc: hotspotCcWriter,
    moodleXml: hotspotMoodleXmlWriter,
    gift: hotspotGiftWriter,
    scorm: hotspotScormWriter,
    notes: {
      qti: hotspotQti21Notes,
      cc: hotspotCcNotes,
      moodle: hotspotMoodleNotes,
      gift: hotspotGiftNotes,
    },
  },
};
