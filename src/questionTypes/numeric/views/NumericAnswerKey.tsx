/**
 * Numeric on the teacher's screens: the accepted answers in the order they are tried, written as the console's
 * language writes numbers, each with its share of the points (a full-marks answer marked as right), the units, and
 * the slider it is answered on, if any (ADR 297).
 */
import { useTranslation } from 'react-i18next';
import { numericOf, type NumericMatch } from '../domain/numeric';
import { localNumber } from '../domain/numericParse';
import { cx } from '../../../views/ui/cx';
import { Icon } from '../../../views/ui/icons';
import { RIGHT_ROW, type AnswerKeyProps } from '../../shared/views/answerKey';
import { AnswerKeyList } from '../../shared/views/AnswerKeyList';

export function NumericAnswerKey({ definition }: AnswerKeyProps) {
  const { t, i18n } = useTranslation();
  const { answers, units, slider } = numericOf(definition);
  const language = i18n.language;
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 3 });
  const num = (value: number) => localNumber(String(value), language);
  const unit = units[0] ? ` ${units[0].unit}` : '';
  const describe = (match: NumericMatch) => {
    switch (match.kind) {
      case 'exact':
        return num(match.value);
      case 'tolerance':
        return t('numeric.withTolerance', {
          value: num(match.value),
          tolerance: match.relative ? percent.format(match.tolerance) : num(match.tolerance),
        });
      case 'range':
        return t('numeric.range', { min: num(match.min), max: num(match.max) });
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <AnswerKeyList title={t('numeric.answers')}>
        {answers.map((answer) => {
          const full = answer.fraction === 1;
          return (
            <li
              key={answer.id}
              className={
                full ? RIGHT_ROW : 'flex items-center gap-2 rounded border border-slate-200 px-3 py-1.5'
              }
            >
              {full && <Icon name="check" className="size-4" />}
              <span className={cx('flex-1', !full && 'ps-6')}>
                {/* Isolated: the value, its ± and its unit keep their order in right-to-left text. */}
                <bdi>{describe(answer.match) + unit}</bdi>
              </span>
              <span className="text-sm">
                {t('numeric.share', { share: percent.format(answer.fraction) })}
              </span>
            </li>
          );
        })}
      </AnswerKeyList>
      {units.length > 0 && (
        <p className="text-sm text-slate-700">
          {t('numeric.unitsList', { units: units.map((entry) => entry.unit).join(', ') })}
        </p>
      )}
      {slider && (
        <p className="text-sm text-slate-700">
          {t('numeric.sliderKey', {
            min: num(slider.lowerBound),
            max: num(slider.upperBound),
            step: num(slider.step),
          })}
        </p>
      )}
    </div>
  );
}
