/**
 * Essay in the editor (ADR 198, 279): the minimum and the maximum of words (each empty for none; a minimum above
 * the maximum is said beside the minimum after a failed save), the lines of the student's answer box, the text
 * it starts with, and the information for graders that never reaches the student. An essay is scored by hand, and
 * the editor says so. Every change is an editor event (typing in one field is one undo step).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ESSAY_DEFAULT_LINES, ESSAY_LIMITS, ESSAY_MESSAGES, essayOf } from '../domain/essay';
import { sameFieldErrors, selectFieldErrors } from '../../../machines/quiz/editor/quizEditorSelectors';
import { TextAreaField } from '../../../views/ui/TextAreaField';
import { TextField, type TextFieldProps } from '../../../views/ui/TextField';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';
import { useTypeMessage } from '../../shared/views/useTypeMessage';

const ERROR_KEYS = { [ESSAY_MESSAGES.minAboveMax]: 'essay.error_minAboveMax' } as const;

/**
 * A number field for a whole number within 1..max: each whole number typed is sent; an empty field is sent as null
 * where empty means "none" (`onEmpty`); anything else waits until it is one.
 */
function WholeNumberField({
  max,
  onNumber,
  onEmpty,
  ...field
}: Omit<TextFieldProps, 'type' | 'min' | 'step' | 'className' | 'onChange'> & {
  readonly max: number;
  readonly onNumber: (value: number) => void;
  readonly onEmpty?: () => void;
}) {
  return (
    <TextField
      {...field}
      type="number"
      min={1}
      max={max}
      step={1}
      className="w-44"
      onChange={({ target }) => {
        if (onEmpty && target.value === '' && !target.validity.badInput) onEmpty();
        const value = target.valueAsNumber;
        if (Number.isInteger(value) && value >= 1 && value <= max) onNumber(value);
      }}
    />
  );
}

export function EssayEditor({ editor, item }: EditorQuestionProps) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const definition = essayOf(item.definition);
  const minWordsField = `item.${itemId}.minWords`;
  const minWordsError = useSelector(editor, selectFieldErrors, sameFieldErrors).get(minWordsField);
  const message = useTypeMessage(ERROR_KEYS);
  return (
    <div className="flex flex-col gap-3" data-field={`item.${itemId}.answers`}>
      <p className="text-sm text-slate-600">{t('essay.handScored')}</p>
      <div className="flex flex-wrap items-start gap-4">
        <WholeNumberField
          name={`min-words-${itemId}`}
          data-field={minWordsField}
          max={ESSAY_LIMITS.maxWords}
          label={t('essay.minWords')}
          description={t('essay.minWordsHint')}
          error={message(minWordsError)}
          value={definition.minWords ?? ''}
          onEmpty={() => editor.send({ type: 'essay.setMinWords', itemId, minWords: null })}
          onNumber={(minWords) => editor.send({ type: 'essay.setMinWords', itemId, minWords })}
        />
        <WholeNumberField
          name={`max-words-${itemId}`}
          max={ESSAY_LIMITS.maxWords}
          label={t('essay.maxWords')}
          description={t('essay.maxWordsHint')}
          value={definition.maxWords ?? ''}
          onEmpty={() => editor.send({ type: 'essay.setMaxWords', itemId, maxWords: null })}
          onNumber={(maxWords) => editor.send({ type: 'essay.setMaxWords', itemId, maxWords })}
        />
        <WholeNumberField
          name={`lines-${itemId}`}
          max={ESSAY_LIMITS.lines}
          label={t('essay.lines')}
          value={definition.lines ?? ESSAY_DEFAULT_LINES}
          onNumber={(lines) => editor.send({ type: 'essay.setLines', itemId, lines })}
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
