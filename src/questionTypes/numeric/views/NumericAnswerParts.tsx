/**
 * A measured numeric answer's parts on the console's view of an attempt (ADR 384), in the console's language: the
 * same list as the student's review, from the same keys of the console's `numeric` group.
 * @publicModule the results' answer list shows it under a measured answer.
 */
import { useTranslation } from 'react-i18next';
import type { MeasuredParts } from '../domain/numericReview';
import { numericPartsText } from './numericTakeText';
import { NumericPartsList } from './NumericPartsList';

export function NumericAnswerParts({ parts }: { readonly parts: MeasuredParts }) {
  const { t } = useTranslation();
  const text = numericPartsText((key, values) => String(t(key as never, values as never)));
  return <NumericPartsList parts={parts} text={text} />;
}
