/** One question: its title as rich text, its options with the right answers, and the multiple toggle. */
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../domain/quiz/editor/optionLetter';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { Icon } from '../../ui/icons';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { cx } from '../../ui/cx';
import { TextField } from '../../ui/TextField';
import { QuestionImageField } from './QuestionImageField';
import { RichTextField } from './RichTextField';

const letter = optionLetter;

/**
 * Memoised on its item: a row re-rendered by the drag-and-drop context leaves an unchanged question and its
 * rich-text editor alone (ADR 082).
 */
export const QuestionEditor = memo(function QuestionEditor({
  editor,
  item,
  label,
  titleError,
  optionsError,
}: {
  editor: QuizEditorActorRef;
  item: EditorItem;
  label: string;
  /** The question text's message after a failed save, while it still applies. */
  titleError?: string | undefined;
  /** The options' message after a failed save, while it still applies. */
  optionsError?: string | undefined;
}) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const optionsErrorId = useId();
  return (
    <div className="flex flex-col gap-3">
      <RichTextField
        label={t('editor.questionTitle')}
        value={item.title}
        error={titleError}
        fieldKey={`item.${itemId}.title`}
        onChange={(title) => editor.send({ type: 'question.setTitle', itemId, title })}
      />
      <QuestionImageField editor={editor} itemId={itemId} image={item.image} label={label} />
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{label}</legend>
        {item.textOptions.map((option, index) => {
          const right = item.rightAnswer.includes(option.originId);
          return (
            <div key={option.originId} className="flex flex-wrap items-start gap-x-2 gap-y-1">
              <span
                aria-hidden="true"
                className={cx(
                  'mt-2 flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  right ? 'border-green-700 bg-green-700 text-white' : 'border-slate-400 text-slate-700',
                )}
              >
                {letter(index)}
              </span>
              <TextField
                name={`option-${option.originId}`}
                hideLabel
                label={t('editor.option', { letter: letter(index) })}
                className="min-w-0 flex-1 basis-40"
                value={option.text}
                placeholder={t('editor.option', { letter: letter(index) })}
                aria-invalid={optionsError ? true : undefined}
                aria-describedby={optionsError ? optionsErrorId : undefined}
                data-field={index === 0 ? `item.${itemId}.textOptions` : undefined}
                onChange={(event) =>
                  editor.send({
                    type: 'option.setText',
                    itemId,
                    optionId: option.originId,
                    text: event.target.value,
                  })
                }
              />
              <CheckboxField
                asRadio={!item.isMultiple}
                label={t('editorLayout.correctAnswerMark')}
                aria-label={t('editorLayout.correctAnswer', { letter: letter(index) })}
                name={`answer-${itemId}`}
                checked={right}
                className="mt-2 ms-8 shrink-0 text-sm desk:ms-0"
                onChange={() => editor.send({ type: 'answer.toggle', itemId, optionId: option.originId })}
              />
              <Button
                variant="ghost"
                className="mt-0.5 px-2"
                disabled={item.textOptions.length <= 1}
                aria-label={t('editor.removeOption', { letter: letter(index) })}
                onClick={() => editor.send({ type: 'option.remove', itemId, optionId: option.originId })}
              >
                <Icon name="close" className="size-4" />
              </Button>
            </div>
          );
        })}
        {optionsError && (
          <p id={optionsErrorId} className="text-sm text-red-700">
            {optionsError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="secondary" onClick={() => editor.send({ type: 'editor.addOption', itemId })}>
          {t('editor.addOption')}
        </Button>
        <CheckboxField
          asSwitch
          label={t('editor.multiple')}
          checked={item.isMultiple}
          onChange={(event) =>
            editor.send({ type: 'question.setMultiple', itemId, isMultiple: event.target.checked })
          }
        />
      </div>
    </div>
  );
});
