/**
 * Calculated on the teacher's screens (ADR 291): the formula of the right answer, each wildcard's range and the
 * tolerance; each student's own numbers and answer are in their results.
 */
import { useTranslation } from 'react-i18next';
import { calculatedOf } from '../domain/calculated';
import { localNumber } from '../../numeric/domain/numericParse';
import { RIGHT_ROW, type AnswerKeyProps } from '../../shared/views/answerKey';
import { AnswerKeyList } from '../../shared/views/AnswerKeyList';

export function CalculatedAnswerKey({ definition }: AnswerKeyProps) {
  const { t, i18n } = useTranslation();
  const { variables, formula, tolerance, relative } = calculatedOf(definition);
  const num = (value: number) => localNumber(String(value), i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 3 });
  return (
    <AnswerKeyList title={t('calculated.formula')}>
      <li className={RIGHT_ROW}>
        <span dir="ltr" className="font-mono">
          {`= ${formula}`}
        </span>
        {tolerance > 0 ? <bdi>{`± ${relative ? percent.format(tolerance) : num(tolerance)}`}</bdi> : null}
      </li>
      {variables.map((variable) => (
        <li key={variable.name} className="px-3 text-sm text-slate-700">
          {t('calculated.rangeOf', { name: variable.name, min: num(variable.min), max: num(variable.max) })}
        </li>
      ))}
    </AnswerKeyList>
  );
}
