/**
 * The numeric question's Measurement section in the editor (ADR 384): whether the unit is asked (required or
 * optional) and which (typed, with the table's usual units offered), whether significant figures are asked (exactly
 * or at least n); then, while a part is asked, the shares of the points and each part's feedback
 * (NumericMeasureShares). Every change is an editor event; each message of a failed save stands beside its field.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumericMeasure } from '../domain/numericMeasure';
import {
  MEASURE_UNIT_SUGGESTIONS,
  type MeasurePart,
  type MeasureSigFigs,
  type MeasureUnit,
  type MeasureWeights,
} from '../domain/numericMeasureEditing';
import { MEASURE_LIMITS } from '../domain/numericMeasure';
import { SelectField } from '../../../views/ui/SelectField';
import { TextField } from '../../../views/ui/TextField';
import { NumericMeasureShares } from './NumericMeasureShares';

const UNIT_RULES = ['none', 'required', 'optional'] as const;
const FIGURE_RULES = ['none', 'exactly', 'atLeast'] as const;
const FIGURE_COUNTS = Array.from({ length: MEASURE_LIMITS.sigFigs }, (_, index) => String(index + 1));

export interface MeasureHandlers {
  readonly onUnit: (unit: MeasureUnit | null) => void;
  readonly onSigFigs: (sigFigs: MeasureSigFigs | null) => void;
  readonly onWeights: (weights: MeasureWeights) => void;
  readonly onFeedback: (part: MeasurePart, feedback: string) => void;
}

export function NumericMeasureFields({
  itemId,
  measure,
  errorOf,
  fieldOf,
  handlers,
}: {
  itemId: string;
  measure: NumericMeasure | undefined;
  /** The message of a failed save about a field of the measure (`unit.symbol`, `weights`…), in the console's words. */
  errorOf: (field: string) => string | undefined;
  /** The `data-field` of a field of the measure, which a failed save focuses. */
  fieldOf: (field: string) => string;
  handlers: MeasureHandlers;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const { unit, sigFigs } = measure ?? {};
  const sectionError = errorOf('');
  return (
    <fieldset className="flex flex-col gap-2" data-field={fieldOf('')}>
      <legend className="text-sm font-medium text-slate-800">{t('numeric.measure')}</legend>
      <p className="text-sm text-slate-600">{t('numeric.measureHint')}</p>
      <div className="flex flex-wrap items-start gap-2">
        <SelectField
          name={`measure-unit-rule-${itemId}`}
          label={t('numeric.measureUnit')}
          className="w-auto"
          value={unit?.rule ?? 'none'}
          options={UNIT_RULES.map((rule) => ({ value: rule, label: t(`numeric.measureUnit_${rule}`) }))}
          onChange={(event) => {
            const rule = event.target.value as (typeof UNIT_RULES)[number];
            handlers.onUnit(rule === 'none' ? null : { symbol: unit?.symbol ?? '', rule });
          }}
        />
        {unit && (
          <TextField
            name={`measure-unit-symbol-${itemId}`}
            label={t('numeric.measureSymbol')}
            description={t('numeric.measureSymbolHint')}
            className="w-64 max-w-full"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            list={listId}
            maxLength={MEASURE_LIMITS.unit}
            value={unit.symbol}
            error={errorOf('unit.symbol')}
            data-field={fieldOf('unit.symbol')}
            onChange={(event) => handlers.onUnit({ ...unit, symbol: event.target.value })}
          />
        )}
        <datalist id={listId}>
          {MEASURE_UNIT_SUGGESTIONS.map((symbol) => (
            <option key={symbol} value={symbol} />
          ))}
        </datalist>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <SelectField
          name={`measure-figures-rule-${itemId}`}
          label={t('numeric.measureSigFigs')}
          className="w-auto"
          value={sigFigs?.rule ?? 'none'}
          options={FIGURE_RULES.map((rule) => ({ value: rule, label: t(`numeric.measureSigFigs_${rule}`) }))}
          onChange={(event) => {
            const rule = event.target.value as (typeof FIGURE_RULES)[number];
            handlers.onSigFigs(rule === 'none' ? null : { rule, count: sigFigs?.count ?? 3 });
          }}
        />
        {sigFigs && (
          <SelectField
            name={`measure-figures-count-${itemId}`}
            label={t('numeric.measureSigFigsCount')}
            className="w-auto"
            value={String(sigFigs.count)}
            options={FIGURE_COUNTS.map((count) => ({ value: count, label: count }))}
            onChange={(event) => handlers.onSigFigs({ ...sigFigs, count: Number(event.target.value) })}
          />
        )}
      </div>
      {measure && (
        <NumericMeasureShares
          itemId={itemId}
          measure={measure}
          errorOf={errorOf}
          fieldOf={fieldOf}
          handlers={handlers}
        />
      )}
      {sectionError && <p className="text-sm text-red-700">{sectionError}</p>}
    </fieldset>
  );
}
