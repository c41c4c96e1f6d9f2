/**
 * Hotspot questions, read from QTI 1.2 (Canvas's hot spot, IMS's `render_hotspot`) and QTI 2.x (hotspot and select
 * point interactions), and stored as the console's hotspot question on the item's own image (ADR 203).
 */
import type { ServerQuestionType } from '../questionType';
import type { HotspotDescription } from './hotspotDescription';
import { storeHotspot } from './hotspotStore';
import { hotspotQti12Reader } from './qti12Reader';
import { hotspotQti2Reader } from './qti2Reader';

export const hotspotType: ServerQuestionType<HotspotDescription> = {
  kind: 'hotspot',
  read: {
    qti12: hotspotQti12Reader,
    qti2: hotspotQti2Reader,
  },
  store: storeHotspot,
};
