/**
 * Hot text in the editor (ADR 295): the passage in a text area, each selectable word between square brackets; or
 * words selected in it (Shift and the arrow keys) made selectable by the Make selectable button. Under it, each
 * selectable word with its Right box and its feedback, how many words a student may pick, and the scoring. Every
 * change is an editor event (typing in the passage or a feedback is one undo step); messages of a failed save
 * stand beside their fields.
 */
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HOT_TEXT_LIMITS, HOT_TEXT_MESSAGES, hotTextOf } from '../domain/hotText';
import { scoringOf } from '../../shared/domain/partScoring';
import { sameFieldErrors, selectFieldErrors } from '../../../machines/quiz/editor/quizEditorSelectors';
import { Button } from '../../../views/ui/Button';
import { CheckboxField } from '../../../views/ui/CheckboxField';
import { TextAreaField } from '../../../views/ui/TextAreaField';
import { TextField } from '../../../views/ui/TextField';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';
import { PartScoringField } from '../../shared/views/PartScoringField';
import { useTypeMessage } from '../../shared/views/useTypeMessage';

const ERROR_KEYS = {
  [HOT_TEXT_MESSAGES.noSpan]: 'hotText.error_noSpan',
  [HOT_TEXT_MESSAGES.noRight]: 'hotText.error_noRight',
  [HOT_TEXT_MESSAGES.brackets]: 'hotText.error_brackets',
  [HOT_TEXT_MESSAGES.choices]: 'hotText.error_choices',
} as const;

const count = (value: string) => Math.max(0, Math.min(HOT_TEXT_LIMITS.spans, Math.trunc(Number(value) || 0)));

export function HotTextEditor({ editor, item }: EditorQuestionProps) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const errors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  const message = useTypeMessage(ERROR_KEYS);
  const definition = hotTextOf(item.definition);
  const passage = useRef<HTMLTextAreaElement>(null);
  const markSelection = () => {
    const area = passage.current;
    if (!area) return;
    editor.send({
      type: 'hotText.markSelection',
      itemId,
      start: area.selectionStart,
      end: area.selectionEnd,
    });
    area.focus();
  };
  const { minChoices, maxChoices } = definition;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <TextAreaField
          ref={passage}
          name={`hottext-passage-${itemId}`}
          label={t('hotText.passage')}
          description={t('hotText.passageHint')}
          rows={5}
          maxLength={HOT_TEXT_LIMITS.passage}
          value={definition.passage}
          error={message(errors.get(`item.${itemId}.passage`))}
          data-field={`item.${itemId}.passage`}
          onChange={(event) =>
            editor.send({ type: 'hotText.setPassage', itemId, passage: event.target.value })
          }
        />
        <div>
          <Button type="button" variant="secondary" onClick={markSelection}>
            {t('hotText.markSelection')}
          </Button>
        </div>
      </div>
      <fieldset className="flex flex-col gap-2" data-field={`item.${itemId}.answers`}>
        <legend className="mb-1 font-medium text-slate-900">{t('hotText.spans')}</legend>
        <ul className="flex flex-col gap-3">
          {definition.spans.map((span) => (
            <li key={span.id} className="flex flex-wrap items-end gap-3">
              <CheckboxField
                className="basis-48"
                label={t('hotText.right', { text: span.text.trim() })}
                checked={span.right}
                onChange={(event) =>
                  editor.send({
                    type: 'hotText.setRight',
                    itemId,
                    spanId: span.id,
                    right: event.target.checked,
                  })
                }
              />
              {span.points !== undefined ? (
                <span className="text-sm text-slate-700">
                  {t('hotText.spanPoints', { points: span.points })}
                </span>
              ) : null}
              <TextField
                name={`hottext-feedback-${itemId}-${span.id}`}
                className="min-w-0 flex-1 basis-56"
                label={t('hotText.feedback', { text: span.text.trim() })}
                maxLength={HOT_TEXT_LIMITS.feedback}
                value={span.feedback ?? ''}
                onChange={(event) =>
                  editor.send({
                    type: 'hotText.setSpanFeedback',
                    itemId,
                    spanId: span.id,
                    feedback: event.target.value,
                  })
                }
              />
            </li>
          ))}
        </ul>
        {message(errors.get(`item.${itemId}.answers`)) ? (
          <p className="text-sm text-red-700">{message(errors.get(`item.${itemId}.answers`))}</p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-3" data-field={`item.${itemId}.choices`}>
        <TextField
          name={`hottext-min-${itemId}`}
          type="number"
          min={0}
          max={definition.spans.length}
          className="basis-48"
          label={t('hotText.minChoices')}
          value={String(minChoices)}
          error={message(errors.get(`item.${itemId}.choices`))}
          onChange={(event) =>
            editor.send({
              type: 'hotText.setChoices',
              itemId,
              minChoices: count(event.target.value),
              maxChoices,
            })
          }
        />
        <TextField
          name={`hottext-max-${itemId}`}
          type="number"
          min={0}
          max={definition.spans.length}
          className="basis-48"
          label={t('hotText.maxChoices')}
          value={String(maxChoices)}
          onChange={(event) =>
            editor.send({
              type: 'hotText.setChoices',
              itemId,
              minChoices,
              maxChoices: count(event.target.value),
            })
          }
        />
      </div>
      <PartScoringField
        group="hotText"
        scoring={scoringOf(definition)}
        onChange={(scoring) => editor.send({ type: 'hotText.setScoring', itemId, scoring })}
      />
    </div>
  );
}
