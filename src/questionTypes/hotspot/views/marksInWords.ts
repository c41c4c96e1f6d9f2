/**
 * A student's hotspot marks in words on the page's language ("Mark 1 at 40 % across, 62 % down"), for reviews.
 * @publicModule the take page's review describes a hotspot answer with it.
 */
import { percentOf } from '../domain/hotspotGeometry';
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
