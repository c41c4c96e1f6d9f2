/** One question: its title as rich text, its options with the right answers, and the multiple toggle. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quizEditorState';
import type { QuizEditorActorRef } from '../../../machines/quizEditorMachine';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { TextField } from '../../ui/TextField';
import { QuestionImageField } from './QuestionImageField';
import { RichTextField } from './RichTextField';

const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * Memoised on its item: a row re-rendered by the drag-and-drop context leaves an unchanged question and its
 * rich-text editor alone (ADR 082).
 */
export const QuestionEditor = memo(function QuestionEditor({
  editor,
  item,
  label,
}: {
  editor: QuizEditorActorRef;
  item: EditorItem;
  label: string;
}) {
  const { t } = useTranslation();
  const itemId = item.originId;
  return (
    <div className="flex flex-col gap-3">
      <RichTextField
        label={t('editor.questionTitle')}
        value={item.title}
        onChange={(title) => editor.send({ type: 'question.setTitle', itemId, title })}
      />
      <QuestionImageField editor={editor} itemId={itemId} image={item.image} label={label} />
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{label}</legend>
        {item.textOptions.map((option, index) => {
          const right = item.rightAnswer.includes(option.originId);
          return (
            <div key={option.originId} className="flex items-center gap-2">
              <CheckboxField
                asRadio={!item.isMultiple}
                hideLabel
                label={t('editor.rightAnswer', { letter: letter(index) })}
                name={`answer-${itemId}`}
                checked={right}
                onChange={() => editor.send({ type: 'answer.toggle', itemId, optionId: option.originId })}
              />
              <TextField
                name={`option-${option.originId}`}
                hideLabel
                label={t('editor.option', { letter: letter(index) })}
                className="flex-1"
                value={option.text}
                placeholder={t('editor.option', { letter: letter(index) })}
                onChange={(event) =>
                  editor.send({
                    type: 'option.setText',
                    itemId,
                    optionId: option.originId,
                    text: event.target.value,
                  })
                }
              />
              <Button
                variant="ghost"
                className="px-2"
                disabled={item.textOptions.length <= 1}
                aria-label={t('editor.removeOption', { letter: letter(index) })}
                onClick={() => editor.send({ type: 'option.remove', itemId, optionId: option.originId })}
              >
                ✕
              </Button>
            </div>
          );
        })}
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
