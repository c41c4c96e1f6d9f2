/**
 * The shares of a measured answer's points in the editor (ADR 384), written as percents adding up to 100 (stored as
 * shares adding up to 1, ADR 380): the value's, and the unit's and the figures' while each is asked, with the
 * feedback shown when that part is wrong beside a right value. Typing in one field is one undo step.
 */
import { useTranslation } from 'react-i18next';
import type { NumericMeasure } from '../domain/numericMeasure';
import { asPercent, asPointsShare } from '../domain/numericEditing';
import type { MeasurePart } from '../domain/numericMeasureEditing';
import { TextField } from '../../../views/ui/TextField';
import { MEASURE_LIMITS } from '../domain/numericMeasure';
import type { MeasureHandlers } from './NumericMeasureFields';
import { NumberField } from './NumberField';

type Share = keyof NumericMeasure['weights'];

export function NumericMeasureShares({
  itemId,
  measure,
  errorOf,
  fieldOf,
  handlers,
}: {
  itemId: string;
  measure: NumericMeasure;
  errorOf: (field: string) => string | undefined;
  fieldOf: (field: string) => string;
  handlers: MeasureHandlers;
}) {
  const { t } = useTranslation();
  const { weights } = measure;
  const asked: readonly Share[] = [
    'value',
    ...(measure.unit ? (['unit'] as const) : []),
    ...(measure.sigFigs ? (['sigFigs'] as const) : []),
  ];
  const sumError = errorOf('weights');
  const feedbackField = (part: MeasurePart) => (
    <TextField
      key={part}
      name={`measure-feedback-${part}-${itemId}`}
      label={t(part === 'unit' ? 'numeric.measureFeedbackUnit' : 'numeric.measureFeedbackSigFigs')}
      className="min-w-0 flex-1 basis-60"
      maxLength={MEASURE_LIMITS.feedback}
      value={measure.feedback?.[part] ?? ''}
      onChange={(event) => handlers.onFeedback(part, event.target.value)}
    />
  );
  return (
    <>
      <fieldset className="flex flex-col gap-2" data-field={fieldOf('weights')}>
        <legend className="text-sm font-medium text-slate-800">{t('numeric.measureShares')}</legend>
        <p className="text-sm text-slate-600">{t('numeric.measureSharesHint')}</p>
        <div className="flex flex-wrap items-start gap-2">
          {asked.map((share) => (
            <NumberField
              key={share}
              name={`measure-share-${share}-${itemId}`}
              label={t(`numeric.measureShare_${share}`)}
              className="w-44"
              min={0}
              value={asPercent(weights[share])}
              error={share === 'value' ? undefined : errorOf(`weights.${share}`)}
              dataField={fieldOf(`weights.${share}`)}
              onValue={(percent) => handlers.onWeights({ ...weights, [share]: asPointsShare(percent) })}
            />
          ))}
        </div>
        {sumError && <p className="text-sm text-red-700">{sumError}</p>}
      </fieldset>
      {(measure.unit || measure.sigFigs) && (
        <div className="flex flex-wrap items-start gap-2">
          {measure.unit && feedbackField('unit')}
          {measure.sigFigs && feedbackField('sigFigs')}
        </div>
      )}
    </>
  );
}
