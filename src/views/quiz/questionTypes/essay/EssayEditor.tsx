/**
 * Essay in the editor (ADR 198): the word limit (empty for none), the lines of the student's answer box, the text
 * it starts with, and the information for graders that never reaches the student. An essay is scored by hand, and
 * the editor says so. Every change is an editor event (typing in one field is one undo step).
 */
import { useTranslation } from 'react-i18next';
import {
  ESSAY_DEFAULT_LINES,
  ESSAY_LIMITS,
  essayOf,
} from '../../../../domain/quiz/questionTypes/essay/essay';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import type { EditorQuestionProps } from '../editorQuestion';

/** A whole number typed in a number field, within 1..max; undefined while it is not one. */
function wholeNumber(input: HTMLInputElement, max: number): number | undefined {
  const value = input.valueAsNumber;
  return Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
}

export function EssayEditor({ editor, item }: EditorQuestionProps) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const definition = essayOf(item.definition);
  return (
    <div className="flex flex-col gap-3" data-field={`item.${itemId}.answers`}>
      <p className="text-sm text-slate-600">{t('essay.handScored')}</p>
      <div className="flex flex-wrap items-start gap-4">
        <TextField
          name={`max-words-${itemId}`}
          type="number"
          min={1}
          max={ESSAY_LIMITS.maxWords}
          step={1}
          className="w-44"
          label={t('essay.maxWords')}
          description={t('essay.maxWordsHint')}
          value={definition.maxWords ?? ''}
          onChange={(event) => {
            if (event.target.value === '' && !event.target.validity.badInput)
              editor.send({ type: 'essay.setMaxWords', itemId, maxWords: null });
            const maxWords = wholeNumber(event.target, ESSAY_LIMITS.maxWords);
            if (maxWords !== undefined) editor.send({ type: 'essay.setMaxWords', itemId, maxWords });
          }}
        />
        <TextField
          name={`lines-${itemId}`}
          type="number"
          min={1}
          max={ESSAY_LIMITS.lines}
          step={1}
          className="w-44"
          label={t('essay.lines')}
          value={definition.lines ?? ESSAY_DEFAULT_LINES}
          onChange={(event) => {
            const lines = wholeNumber(event.target, ESSAY_LIMITS.lines);
            if (lines !== undefined) editor.send({ type: 'essay.setLines', itemId, lines });
          }}
        />
      </div>
      <TextAreaField
        name={`template-${itemId}`}
        label={t('essay.template')}
        maxLength={ESSAY_LIMITS.template}
        value={definition.template ?? ''}
        onChange={(event) => editor.send({ type: 'essay.setTemplate', itemId, template: event.target.value })}
      />
      <TextAreaField
        name={`grader-info-${itemId}`}
        label={t('essay.graderInfo')}
        description={t('essay.graderInfoHint')}
        maxLength={ESSAY_LIMITS.graderInfo}
        value={definition.graderInfo ?? ''}
        onChange={(event) =>
          editor.send({ type: 'essay.setGraderInfo', itemId, graderInfo: event.target.value })
        }
      />
    </div>
  );
}
