/** Hotspot's strings on the student page, from the page's catalog (ADR 323). */
import type { TakeT } from '../../../views/take/takeText';

export const hotspotTakeText = (t: TakeT) => ({
  hintOne: t('hotspot.hintOne'),
  hintMany: (max: number) => t('hotspot.hintMany', { max }),
  area: t('hotspot.area'),
  crosshair: (at: { across: string; down: string }) => t('hotspot.crosshair', at),
  mark: (at: { number: number; across: string; down: string }) => t('hotspot.mark', at),
  removeMark: (number: number) => t('hotspot.removeMark', { number }),
  clear: t('hotspot.clear'),
  removed: t('hotspot.removed'),
  full: t('hotspot.full'),
  none: t('hotspot.none'),
  noImage: t('hotspot.noImage'),
  rectangle: (at: { left: string; right: string; top: string; bottom: string }) =>
    t('hotspot.regionRectangle', at),
  ellipse: (at: { x: string; y: string; rx: string; ry: string }) => t('hotspot.regionEllipse', at),
  polygon: (corners: string) => t('hotspot.regionPolygon', { corners }),
});
