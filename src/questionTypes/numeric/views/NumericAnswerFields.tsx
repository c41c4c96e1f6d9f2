/**
 * One accepted answer of a numeric question in the editor: its kind (exact value, value with a tolerance as an
 * amount or a percent, range), its numbers, its share of the points, its feedback, and Remove.
 */
import { useTranslation } from 'react-i18next';
import { NUMERIC_LIMITS, type NumericDefinition, type NumericMatch } from '../domain/numeric';
import {
  asPercent,
  asShare,
  NUMERIC_MATCH_KINDS,
  withKind,
  withRelative,
  type NumericMatchKind,
} from '../domain/numericEditing';
import { shareChoices } from '../../shared/domain/answerShares';
import { RemoveEntryButton } from '../../shared/views/RemoveEntryButton';
import { SelectField } from '../../../views/ui/SelectField';
import { TextField } from '../../../views/ui/TextField';
import { NumberField } from './NumberField';

type Answer = NumericDefinition['answers'][number];

export function NumericAnswerFields({
  answer,
  number,
  canRemove,
  dataField,
  onMatch,
  onFraction,
  onFeedback,
  onRemove,
}: {
  answer: Answer;
  number: number;
  canRemove: boolean;
  /** The field a failed save focuses (the first answer's first number). */
  dataField: string | undefined;
  onMatch: (match: NumericMatch) => void;
  onFraction: (fraction: number) => void;
  onFeedback: (feedback: string) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 3 });
  const { match, id } = answer;
  const numberField = (
    key: string,
    label: string,
    value: number,
    send: (value: number) => void,
    min?: number,
  ) => (
    <NumberField
      name={`${key}-${id}`}
      label={label}
      value={value}
      onValue={send}
      min={min}
      className="w-36"
      dataField={key === 'value' || key === 'from' ? dataField : undefined}
    />
  );
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('numeric.answer', { number })}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          name={`kind-${id}`}
          label={t('numeric.kind')}
          className="w-auto"
          value={match.kind}
          options={NUMERIC_MATCH_KINDS.map((kind) => ({ value: kind, label: t(`numeric.kind_${kind}`) }))}
          onChange={(event) => onMatch(withKind(match, event.target.value as NumericMatchKind))}
        />
        {match.kind === 'range' ? (
          <>
            {numberField('from', t('numeric.from'), match.min, (min) => onMatch({ ...match, min }))}
            {numberField('to', t('numeric.to'), match.max, (max) => onMatch({ ...match, max }))}
          </>
        ) : (
          numberField('value', t('numeric.value'), match.value, (value) => onMatch({ ...match, value }))
        )}
        {match.kind === 'tolerance' && (
          <>
            {numberField(
              'tolerance',
              t('numeric.tolerance'),
              match.relative ? asPercent(match.tolerance) : match.tolerance,
              (tolerance) =>
                onMatch({ ...match, tolerance: match.relative ? asShare(tolerance) : tolerance }),
              0,
            )}
            <SelectField
              name={`relative-${id}`}
              label={t('numeric.toleranceAs')}
              className="w-auto"
              value={match.relative ? 'relative' : 'absolute'}
              options={[
                { value: 'absolute', label: t('numeric.absolute') },
                { value: 'relative', label: t('numeric.relative') },
              ]}
              onChange={(event) => onMatch(withRelative(match, event.target.value === 'relative'))}
            />
          </>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          name={`fraction-${id}`}
          label={t('numeric.fraction')}
          className="w-auto"
          value={String(answer.fraction)}
          options={shareChoices(answer.fraction).map((share) => ({
            value: String(share),
            label: percent.format(share),
          }))}
          onChange={(event) => onFraction(Number(event.target.value))}
        />
        <TextField
          name={`answer-feedback-${id}`}
          label={t('numeric.feedback')}
          className="min-w-0 flex-1 basis-40"
          maxLength={NUMERIC_LIMITS.feedback}
          value={answer.feedback ?? ''}
          onChange={(event) => onFeedback(event.target.value)}
        />
        <RemoveEntryButton
          className="px-2"
          disabled={!canRemove}
          aria-label={t('numeric.removeAnswer', { number })}
          onClick={onRemove}
        />
      </div>
    </fieldset>
  );
}
