/**
 * SPEC's choice question in the editor: its options (each may carry a picture, ADR 311) with the right answers,
 * and the multiple toggle. Enter in an option moves to the next one, adding one at the end from the last (as
 * Google Forms does): one undo step.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLetter as letter } from '../../../domain/quiz/editor/optionLetter';
import { RemoveEntryButton } from '../../shared/views/RemoveEntryButton';
import { OptionPictureField } from '../../shared/views/OptionPictureField';
import { Button } from '../../../views/ui/Button';
import { CheckboxField } from '../../../views/ui/CheckboxField';
import { cx } from '../../../views/ui/cx';
import { MathPreview } from '../../../views/ui/MathPreview';
import { TextField } from '../../../views/ui/TextField';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';

export function ChoiceEditor({ editor, item, label, answersError }: EditorQuestionProps) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const answersErrorId = useId();
  const options = useRef<HTMLFieldSetElement>(null);
  const optionCount = item.textOptions.length;
  const focusAddedOption = useRef(false);
  const optionField = (index: number) =>
    options.current?.querySelectorAll<HTMLInputElement>('input[data-option]')[index] ?? null;
  useEffect(() => {
    if (!focusAddedOption.current) return;
    focusAddedOption.current = false;
    optionField(optionCount - 1)?.focus();
  }, [optionCount]);
  const onOptionKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    if (index < optionCount - 1) {
      optionField(index + 1)?.focus();
      return;
    }
    focusAddedOption.current = true;
    editor.send({ type: 'editor.addOption', itemId });
  };
  return (
    <>
      {/* A container: where an option's row is narrow, its right-answer mark is the radio alone (named for screen
          readers) and the field takes the room. */}
      <fieldset ref={options} className="@container flex flex-col gap-2">
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
                aria-invalid={answersError ? true : undefined}
                aria-describedby={answersError ? answersErrorId : undefined}
                data-field={index === 0 ? `item.${itemId}.textOptions` : undefined}
                data-option=""
                enterKeyHint={index < optionCount - 1 ? 'next' : 'enter'}
                onKeyDown={(event) => onOptionKeyDown(event, index)}
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
                labelClassName="sr-only @xl:not-sr-only"
                className="mt-2 ms-8 shrink-0 text-sm desk:ms-0"
                onChange={() => editor.send({ type: 'answer.toggle', itemId, optionId: option.originId })}
              />
              <RemoveEntryButton
                className="mt-0.5 px-2"
                disabled={item.textOptions.length <= 1}
                aria-label={t('editor.removeOption', { letter: letter(index) })}
                onClick={() => editor.send({ type: 'option.remove', itemId, optionId: option.originId })}
              />
              <MathPreview value={option.text} className="ms-8 basis-full" />
              <OptionPictureField
                name={t('editor.option', { letter: letter(index) })}
                picture={option.picture}
                onPicture={(picture) =>
                  editor.send({ type: 'option.setPicture', itemId, optionId: option.originId, picture })
                }
                onAlt={(alt) =>
                  editor.send({ type: 'option.setPictureAlt', itemId, optionId: option.originId, alt })
                }
              />
            </div>
          );
        })}
        {answersError && (
          <p id={answersErrorId} className="text-sm text-red-700">
            {answersError}
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
    </>
  );
}
