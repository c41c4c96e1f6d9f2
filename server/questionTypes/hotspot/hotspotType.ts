/**
 * Hotspot questions, read from QTI 1.2 and QTI 2.x. The console does not hold them yet: their items are reported
 * as not supported yet.
 */
import type { ServerQuestionType } from '../questionType';
import type { HotspotDescription } from './hotspotDescription';
import { hotspotQti12Reader } from './qti12Reader';
import { hotspotQti2Reader } from './qti2Reader';

export const hotspotType: ServerQuestionType<HotspotDescription> = {
  kind: 'hotspot',
  read: {
    qti12: hotspotQti12Reader,
    qti2: hotspotQti2Reader,
  },
};
