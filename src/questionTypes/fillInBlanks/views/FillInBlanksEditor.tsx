/**
 * Fill in the blanks in the editor (ADR 202): the text, where Add blank puts a blank at the cursor (or over the
 * selected words, which become its answer), and each blank's fields below it. Every change is an editor event
 * (typing in one field is one undo step); the messages of a failed save stand beside the text and beside each blank.
 * Last, partial credit or all or nothing (ADR 292).
 */
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { gapField } from '../domain/fillInBlanks';
import { FILL_IN_BLANKS_LIMITS, fillInBlanksOf } from '../domain/fillInBlanksDefinition';
import { sameFieldErrors, selectFieldErrors } from '../../../machines/quiz/editor/quizEditorSelectors';
import { Button } from '../../../views/ui/Button';
import { TextAreaField } from '../../../views/ui/TextAreaField';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';
import { PartScoringField } from '../../shared/views/PartScoringField';
import { scoringOf } from '../../shared/domain/partScoring';
import { errorKeyOf } from './fillInBlanksErrors';
import { FillInBlanksGapFields } from './FillInBlanksGapFields';

export function FillInBlanksEditor({ editor, item, answersError }: EditorQuestionProps) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const errors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  const message = (error: string | undefined) => {
    if (error === undefined) return undefined;
    const key = errorKeyOf(error);
    return key ? t(key) : error;
  };
  const definition = fillInBlanksOf(item.definition);
  const { text, gaps } = definition;
  const addGap = () => {
    const field = textRef.current;
    const from = field?.selectionStart ?? text.length;
    const to = field?.selectionEnd ?? from;
    editor.send({
      type: 'editor.addWithId',
      event: { type: 'fillInBlanks.addGap', itemId, from, to },
      idField: 'gapId',
    });
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <TextAreaField
          ref={textRef}
          name={`blanks-text-${itemId}`}
          label={t('fillInBlanks.text')}
          description={t('fillInBlanks.textHint')}
          error={message(answersError)}
          rows={4}
          maxLength={FILL_IN_BLANKS_LIMITS.text}
          value={text}
          data-field={`item.${itemId}.answers`}
          onChange={(event) =>
            editor.send({ type: 'fillInBlanks.setText', itemId, text: event.target.value })
          }
        />
        <Button
          variant="secondary"
          className="self-start"
          disabled={gaps.length >= FILL_IN_BLANKS_LIMITS.gaps}
          onClick={addGap}
        >
          {t('fillInBlanks.addGap')}
        </Button>
      </div>
      {gaps.length > 0 && (
        <ol className="flex flex-col gap-3">
          {gaps.map((gap, index) => (
            <li key={gap.id}>
              <FillInBlanksGapFields
                editor={editor}
                itemId={itemId}
                gap={gap}
                number={index + 1}
                error={message(errors.get(`item.${itemId}.${gapField(index + 1)}`))}
                fieldError={(key) => message(errors.get(key))}
              />
            </li>
          ))}
        </ol>
      )}
      <PartScoringField
        group="fillInBlanks"
        scoring={scoringOf(definition)}
        onChange={(scoring) => editor.send({ type: 'fillInBlanks.setScoring', itemId, scoring })}
      />
    </div>
  );
}
