/** A hotspot region in words for the teacher, in percents of the image. */
import { useTranslation } from 'react-i18next';
import { percentOf, type RegionShape } from '../domain/hotspotGeometry';

export function useRegionText() {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const pct = (share: number) => format.format(percentOf(share));
  return (region: RegionShape): string => {
    switch (region.shape) {
      case 'rectangle':
        return t('hotspot.describe_rectangle', {
          left: pct(region.x),
          right: pct(region.x + region.width),
          top: pct(region.y),
          bottom: pct(region.y + region.height),
        });
      case 'ellipse':
        return t('hotspot.describe_ellipse', {
          x: pct(region.x),
          y: pct(region.y),
          rx: pct(region.radiusX),
          ry: pct(region.radiusY),
        });
      case 'polygon':
        return t('hotspot.describe_polygon', {
          corners: region.points.map((p) => `(${pct(p.x)}, ${pct(p.y)})`).join(', '),
        });
    }
  };
}
