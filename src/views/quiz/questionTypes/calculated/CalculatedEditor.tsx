/**
 * Calculated in the editor (ADR 291): the wildcards `{x}` the question's text holds, each with its range and
 * decimals; the answer's formula; the tolerance; the decimals of the right answer; and a preview of one sample draw.
 * Every change is an editor event (typing in one field is one undo step); what is wrong stands beside its field as
 * it is typed, and the save refuses it with the same words.
 */
import { plainText } from '../../../../domain/shared/richText';
import { useTranslation } from 'react-i18next';
import {
  CALCULATED_LIMITS,
  calculatedDraw,
  calculatedIssues,
  calculatedOf,
  calculatedText,
  DEFAULT_RANGE,
  type CalculatedIssue,
  type CalculatedVariable,
} from '../../../../domain/quiz/questionTypes/calculated/calculated';
import { wildcardsOf } from '../../../../domain/quiz/questionTypes/calculated/calculatedDraw';
import { FORMULA_REASONS } from '../../../../domain/quiz/questionTypes/calculated/calculatedFormula';
import { localNumber } from '../../../../domain/quiz/questionTypes/numeric/numericParse';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import type { EditorQuestionProps } from '../editorQuestion';
import { NumberField } from '../numeric/NumberField';
import { asPercent, asShare } from '../../../../domain/quiz/questionTypes/numeric/numericEditing';

/** A whole number of decimals in bounds. */
const wholeDecimals = (value: number) => Math.max(0, Math.min(CALCULATED_LIMITS.decimals, Math.round(value)));

export function CalculatedEditor({ editor, item, label }: EditorQuestionProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const itemId = item.originId;
  const definition = calculatedOf(item.definition);
  const issues = calculatedIssues(item.title, definition);
  const declared = new Map(definition.variables.map((variable) => [variable.name, variable]));
  const inText = wildcardsOf(item.title);
  const names = [
    ...inText,
    ...definition.variables.map((v) => v.name).filter((name) => !inText.includes(name)),
  ];
  const say = (issue: CalculatedIssue): string => {
    switch (issue.code) {
      case 'noValue':
        return t('calculated.error_noValue');
      case 'minAboveMax':
        return t('calculated.error_minAboveMax', { name: issue.name });
      case 'noRange':
        return t('calculated.error_noRange', { name: issue.name });
      case 'noWildcard':
        return t('calculated.error_noWildcard');
      case 'formula': {
        const { message } = issue;
        if (message === FORMULA_REASONS.empty) return t('calculated.error_formulaEmpty');
        if (message === FORMULA_REASONS.parse) return t('calculated.error_formulaParse');
        if (message === FORMULA_REASONS.notAllowed) return t('calculated.error_formulaNotAllowed');
        const name = /\{(\w+)\}/.exec(message)?.[1];
        if (name) return t('calculated.error_unknownName', { name });
        const called = /calls (\w+)/.exec(message)?.[1];
        if (called) return t('calculated.error_unknownFunction', { name: called });
        return t('calculated.error_arguments', { name: /^(\w+)/.exec(message)?.[1] ?? '' });
      }
    }
  };
  const formulaError = issues.find((issue) => issue.field === 'formula');
  const variableError = (name: string) =>
    issues.find((issue) => issue.field === 'variables' && 'name' in issue && issue.name === name);
  const noWildcard = issues.find((issue) => issue.code === 'noWildcard');
  const setVariable = (variable: CalculatedVariable) =>
    editor.send({ type: 'calculated.setVariable', itemId, variable });
  const sample = issues.length === 0 ? calculatedDraw({ id: 0, definition }) : undefined;
  const num = (text: string) => localNumber(text, language);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" tabIndex={-1} data-field={`item.${itemId}.variables`}>
        <legend className="text-sm font-medium text-slate-800">{t('calculated.wildcards')}</legend>
        <p className="text-sm text-slate-600">{t('calculated.wildcardsHint')}</p>
        {noWildcard ? <p className="text-sm text-red-700">{say(noWildcard)}</p> : null}
        {names.map((name) => {
          const variable = declared.get(name);
          const shown = variable ?? { name, ...DEFAULT_RANGE };
          const error = variableError(name);
          const errorId = `${itemId}-${name}-error`;
          return (
            <fieldset
              key={name}
              className="flex flex-wrap items-end gap-2 rounded border border-slate-200 p-2"
              aria-describedby={error ? errorId : undefined}
            >
              <legend className="px-1 font-mono text-sm text-slate-800">{`{${name}}`}</legend>
              <NumberField
                name={`min-${itemId}-${name}`}
                label={t('calculated.min', { name })}
                className="w-32"
                value={shown.min}
                onValue={(min) => setVariable({ ...shown, min })}
              />
              <NumberField
                name={`max-${itemId}-${name}`}
                label={t('calculated.max', { name })}
                className="w-32"
                value={shown.max}
                onValue={(max) => setVariable({ ...shown, max })}
              />
              <NumberField
                name={`decimals-${itemId}-${name}`}
                label={t('calculated.variableDecimals', { name })}
                className="w-24"
                min={0}
                value={shown.decimals}
                onValue={(decimals) => setVariable({ ...shown, decimals: wholeDecimals(decimals) })}
              />
              {variable === undefined ? (
                <Button variant="secondary" onClick={() => setVariable(shown)}>
                  {t('calculated.setRange', { name })}
                </Button>
              ) : !inText.includes(name) ? (
                <Button
                  variant="secondary"
                  onClick={() => editor.send({ type: 'calculated.removeVariable', itemId, name })}
                >
                  {t('calculated.removeVariable', { name })}
                </Button>
              ) : null}
              {error ? (
                <p id={errorId} className="w-full text-sm text-red-700">
                  {say(error)}
                </p>
              ) : null}
            </fieldset>
          );
        })}
      </fieldset>
      <TextField
        name={`formula-${itemId}`}
        label={t('calculated.formula')}
        description={t('calculated.formulaHint')}
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        className="font-mono"
        maxLength={CALCULATED_LIMITS.formula}
        value={definition.formula}
        error={formulaError ? say(formulaError) : null}
        data-field={`item.${itemId}.formula`}
        onChange={(event) =>
          editor.send({ type: 'calculated.setFormula', itemId, formula: event.target.value })
        }
      />
      <div className="flex flex-wrap items-end gap-2">
        <NumberField
          name={`tolerance-${itemId}`}
          label={t('calculated.tolerance')}
          className="w-32"
          min={0}
          value={definition.relative ? asPercent(definition.tolerance) : definition.tolerance}
          onValue={(value) =>
            editor.send({
              type: 'calculated.setTolerance',
              itemId,
              tolerance: Math.min(CALCULATED_LIMITS.magnitude, definition.relative ? asShare(value) : value),
              relative: definition.relative,
            })
          }
        />
        <SelectField
          name={`relative-${itemId}`}
          label={t('calculated.toleranceAs')}
          className="w-auto"
          value={definition.relative ? 'relative' : 'absolute'}
          options={[
            { value: 'absolute', label: t('calculated.absolute') },
            { value: 'relative', label: t('calculated.relative') },
          ]}
          onChange={(event) =>
            editor.send({
              type: 'calculated.setTolerance',
              itemId,
              tolerance: definition.tolerance,
              relative: event.target.value === 'relative',
            })
          }
        />
        <NumberField
          name={`decimals-${itemId}`}
          label={t('calculated.decimals')}
          className="w-24"
          min={0}
          value={definition.decimals}
          onValue={(decimals) =>
            editor.send({ type: 'calculated.setDecimals', itemId, decimals: wholeDecimals(decimals) })
          }
        />
      </div>
      <section aria-label={t('calculated.preview', { label })} className="rounded bg-slate-50 p-3 text-sm">
        <h4 className="font-medium text-slate-800">{t('calculated.preview', { label })}</h4>
        {sample ? (
          <>
            <p className="text-slate-700">
              {plainText(calculatedText({ id: 0, title: item.title, definition }))}
            </p>
            <p className="text-slate-700">
              {t('calculated.sampleAnswer', { answer: num(sample.answerShown) })}
            </p>
          </>
        ) : (
          <p className="text-slate-600">{t('calculated.noPreview')}</p>
        )}
      </section>
    </div>
  );
}
