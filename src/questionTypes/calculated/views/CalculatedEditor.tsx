/**
 * Calculated in the editor (ADR 291): the wildcards `{x}` the question's text holds, each with its range and
 * decimals; the answer's formula; the tolerance; the decimals of the right answer; and a preview of one sample draw.
 * Every change is an editor event (typing in one field is one undo step); what is wrong stands beside its field as
 * it is typed, and the save refuses it with the same words.
 */
import { plainText } from '../../../domain/shared/richText';
import { useTranslation } from 'react-i18next';
import {
  CALCULATED_LIMITS,
  calculatedDraw,
  calculatedIssues,
  calculatedOf,
  calculatedText,
  type CalculatedIssue,
} from '../domain/calculated';
import { localNumber } from '../../numeric/domain/numericParse';
import { SelectField } from '../../../views/ui/SelectField';
import { TextField } from '../../../views/ui/TextField';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';
import { NumberField } from '../../numeric/views/NumberField';
import { calculatedIssueText } from './calculatedIssueText';
import { CalculatedWildcards, wholeDecimals } from './CalculatedWildcards';
import { asPercent, asShare } from '../../numeric/domain/numericEditing';

export function CalculatedEditor({ editor, item, label }: EditorQuestionProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const itemId = item.originId;
  const definition = calculatedOf(item.definition);
  const issues = calculatedIssues(item.title, definition);
  const say = (issue: CalculatedIssue) => calculatedIssueText(t, issue);
  const formulaError = issues.find((issue) => issue.field === 'formula');
  const sample = issues.length === 0 ? calculatedDraw({ id: 0, definition }) : undefined;
  const num = (text: string) => localNumber(text, language);
  return (
    <div className="flex flex-col gap-4">
      <CalculatedWildcards editor={editor} item={item} definition={definition} issues={issues} />
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
