/**
 * Short answer in the editor: the accepted answers, each with its share of the points and its feedback, added and
 * removed by buttons, and whether case counts. Every change is an editor event (typing in one field is one undo
 * step).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shareChoices } from '../../shared/domain/answerShares';
import { shareOf, shortAnswerOf } from '../domain/shortAnswer';
import { RemoveEntryButton } from '../../shared/views/RemoveEntryButton';
import { Button } from '../../../views/ui/Button';
import { CheckboxField } from '../../../views/ui/CheckboxField';
import { SelectField } from '../../../views/ui/SelectField';
import { TextField } from '../../../views/ui/TextField';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';

export function ShortAnswerEditor({ editor, item, answersError }: EditorQuestionProps) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 3 });
  const itemId = item.originId;
  const hintId = useId();
  const errorId = useId();
  const definition = shortAnswerOf(item.definition);
  const describedBy = answersError ? `${hintId} ${errorId}` : hintId;
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('shortAnswer.answers')}</legend>
        <p id={hintId} className="text-sm text-slate-600">
          {t('shortAnswer.hint')}
        </p>
        {definition.answers.map((answer, index) => {
          const number = index + 1;
          return (
            <div key={answer.id} className="flex flex-wrap items-end gap-2">
              <TextField
                name={`answer-${answer.id}`}
                label={t('shortAnswer.answer', { number })}
                className="min-w-0 flex-1 basis-40"
                value={answer.text}
                aria-invalid={answersError ? true : undefined}
                aria-describedby={describedBy}
                data-field={index === 0 ? `item.${itemId}.answers` : undefined}
                onChange={(event) =>
                  editor.send({
                    type: 'shortAnswer.setAnswerText',
                    itemId,
                    answerId: answer.id,
                    text: event.target.value,
                  })
                }
              />
              <SelectField
                name={`answer-fraction-${answer.id}`}
                label={t('shortAnswer.fraction', { number })}
                // A narrow column whose long label wraps: the answer beside it takes the width.
                className="w-44 shrink-0"
                value={String(shareOf(answer))}
                options={shareChoices(shareOf(answer)).map((share) => ({
                  value: String(share),
                  label: percent.format(share),
                }))}
                onChange={(event) =>
                  editor.send({
                    type: 'shortAnswer.setAnswerFraction',
                    itemId,
                    answerId: answer.id,
                    fraction: Number(event.target.value),
                  })
                }
              />
              <TextField
                name={`answer-feedback-${answer.id}`}
                label={t('shortAnswer.feedback', { number })}
                className="min-w-0 flex-1 basis-40"
                value={answer.feedback ?? ''}
                onChange={(event) =>
                  editor.send({
                    type: 'shortAnswer.setAnswerFeedback',
                    itemId,
                    answerId: answer.id,
                    feedback: event.target.value,
                  })
                }
              />
              <RemoveEntryButton
                className="px-2"
                disabled={definition.answers.length <= 1}
                aria-label={t('shortAnswer.removeAnswer', { number })}
                onClick={() => editor.send({ type: 'shortAnswer.removeAnswer', itemId, answerId: answer.id })}
              />
            </div>
          );
        })}
        {answersError && (
          <p id={errorId} className="text-sm text-red-700">
            {answersError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button
          variant="secondary"
          onClick={() =>
            editor.send({
              type: 'editor.addWithId',
              event: { type: 'shortAnswer.addAnswer', itemId },
              idField: 'answerId',
            })
          }
        >
          {t('shortAnswer.addAnswer')}
        </Button>
        <CheckboxField
          asSwitch
          label={t('shortAnswer.caseSensitive')}
          checked={definition.caseSensitive}
          onChange={(event) =>
            editor.send({ type: 'shortAnswer.setCaseSensitive', itemId, caseSensitive: event.target.checked })
          }
        />
      </div>
    </div>
  );
}
