/**
 * A measured numeric answer's parts on the student's review (ADR 384), in the page's words: the value, and the unit
 * and the significant figures asked, each said right or wrong (NumericPartsList).
 * @publicModule the take page's review shows it under a measured answer.
 */
import type { MeasuredParts } from '../domain/numericReview';
import { useTypeText } from '../../../views/take/takeText';
import { numericPartsText } from './numericTakeText';
import { NumericPartsList } from './NumericPartsList';

export function NumericReviewParts({ parts }: { readonly parts: MeasuredParts }) {
  return <NumericPartsList parts={parts} text={useTypeText(numericPartsText)} />;
}
