/**
 * A student's hotspot marks, and the right regions, in words on the page's language ("Mark 1 at 40 % across, 62 %
 * down"), for reviews (ADR 350, 359).
 * @publicModule the take page's review describes a hotspot answer with it.
 */
import { percentOf, type RegionShape } from '../domain/hotspotGeometry';
import { typeTextOf, type TakeText } from '../../../views/take/takeText';
import { marksOf } from './hotspotMarks';
import { hotspotTakeText } from './hotspotTakeText';

export function marksInWords(response: unknown, text: TakeText): string {
  const percent = new Intl.NumberFormat(text.formattingTag, { maximumFractionDigits: 1 });
  return marksOf(response)
    .map((mark, index) =>
      typeTextOf(text, hotspotTakeText).mark({
        number: index + 1,
        across: percent.format(percentOf(mark.x)),
        down: percent.format(percentOf(mark.y)),
      }),
    )
    .join('; ');
}

/** The right regions in the page's language ("Rectangle from 10 % to 40 % across, …"), one after another. */
export function regionsInWords(regions: readonly RegionShape[], text: TakeText): string {
  const format = new Intl.NumberFormat(text.formattingTag, { maximumFractionDigits: 1 });
  const pct = (share: number) => format.format(percentOf(share));
  const words = typeTextOf(text, hotspotTakeText);
  return regions
    .map((region) => {
      switch (region.shape) {
        case 'rectangle':
          return words.rectangle({
            left: pct(region.x),
            right: pct(region.x + region.width),
            top: pct(region.y),
            bottom: pct(region.y + region.height),
          });
        case 'ellipse':
          return words.ellipse({
            x: pct(region.x),
            y: pct(region.y),
            rx: pct(region.radiusX),
            ry: pct(region.radiusY),
          });
        case 'polygon':
          return words.polygon(region.points.map((p) => `(${pct(p.x)}, ${pct(p.y)})`).join(', '));
      }
    })
    .join('; ');
}
