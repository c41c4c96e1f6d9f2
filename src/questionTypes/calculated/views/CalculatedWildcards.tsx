/**
 * The wildcards of a calculated question in the editor (ADR 291): each `{x}` of the question's text (and each range
 * set for a name the text no longer holds), with its smallest and largest value and its decimals, its error beside it.
 */
import { useTranslation } from 'react-i18next';
import {
  CALCULATED_LIMITS,
  DEFAULT_RANGE,
  type CalculatedDefinition,
  type CalculatedIssue,
  type CalculatedVariable,
} from '../domain/calculated';
import { wildcardsOf } from '../domain/calculatedDraw';
import { Button } from '../../../views/ui/Button';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';
import { NumberField } from '../../numeric/views/NumberField';
import { calculatedIssueText } from './calculatedIssueText';

/** A whole number of decimals in bounds. */
export const wholeDecimals = (value: number) =>
  Math.max(0, Math.min(CALCULATED_LIMITS.decimals, Math.round(value)));

export function CalculatedWildcards({
  editor,
  item,
  definition,
  issues,
}: Pick<EditorQuestionProps, 'editor' | 'item'> & {
  readonly definition: CalculatedDefinition;
  readonly issues: readonly CalculatedIssue[];
}) {
  const { t } = useTranslation();
  const say = (issue: CalculatedIssue) => calculatedIssueText(t, issue);
  const itemId = item.originId;
  const declared = new Map(definition.variables.map((variable) => [variable.name, variable]));
  const inText = wildcardsOf(item.title);
  const names = [
    ...inText,
    ...definition.variables.map((v) => v.name).filter((name) => !inText.includes(name)),
  ];
  const variableError = (name: string) =>
    issues.find((issue) => issue.field === 'variables' && 'name' in issue && issue.name === name);
  const noWildcard = issues.find((issue) => issue.code === 'noWildcard');
  const setVariable = (variable: CalculatedVariable) =>
    editor.send({ type: 'calculated.setVariable', itemId, variable });
  return (
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
  );
}
