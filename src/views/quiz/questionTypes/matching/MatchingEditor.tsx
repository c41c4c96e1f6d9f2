/**
 * Matching in the editor (ADR 199): the pairs (a prompt and its right answer) and the extra answers no prompt is
 * paired with, each list added to and removed from by buttons. Every change is an editor event (typing in one field
 * is one undo step); the messages of a failed save stand beside the pairs and the extra answers.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MATCHING_LIMITS,
  MATCHING_MESSAGES,
  matchingOf,
} from '../../../../domain/quiz/questionTypes/matching/matching';
import { sameFieldErrors, selectFieldErrors } from '../../../../machines/quiz/editor/quizEditorSelectors';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/icons';
import { RemoveEntryButton } from '../RemoveEntryButton';
import { TextField } from '../../../ui/TextField';
import type { EditorQuestionProps } from '../editorQuestion';
import { useTypeMessage } from '../useTypeMessage';
import { MatchingDistractorsFields } from './MatchingDistractorsFields';

const ERROR_KEYS = {
  [MATCHING_MESSAGES.promptEmpty]: 'matching.error_promptEmpty',
  [MATCHING_MESSAGES.promptDuplicated]: 'matching.error_promptDuplicated',
  [MATCHING_MESSAGES.answerEmpty]: 'matching.error_answerEmpty',
  [MATCHING_MESSAGES.distractorEmpty]: 'matching.error_distractorEmpty',
  [MATCHING_MESSAGES.distractorPaired]: 'matching.error_distractorPaired',
} as const;

export function MatchingEditor({ editor, item }: EditorQuestionProps) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const hintId = useId();
  const errorId = useId();
  const errors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  const message = useTypeMessage(ERROR_KEYS);
  const pairsError = message(errors.get(`item.${itemId}.pairs`));
  const describedBy = pairsError ? `${hintId} ${errorId}` : hintId;
  const { pairs, distractors } = matchingOf(item.definition);
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('matching.pairs')}</legend>
        <p id={hintId} className="text-sm text-slate-600">
          {t('matching.pairsHint')}
        </p>
        {pairs.map((pair, index) => {
          const number = index + 1;
          const field = (side: 'prompt' | 'answer') => (
            <TextField
              name={`${side}-${pair.id}`}
              label={t(`matching.${side}`, { number })}
              className="min-w-0 flex-1 basis-40"
              maxLength={MATCHING_LIMITS.text}
              value={pair[side]}
              aria-invalid={pairsError ? true : undefined}
              aria-describedby={describedBy}
              data-field={index === 0 && side === 'prompt' ? `item.${itemId}.pairs` : undefined}
              onChange={(event) =>
                editor.send({
                  type: side === 'prompt' ? 'matching.setPrompt' : 'matching.setAnswer',
                  itemId,
                  pairId: pair.id,
                  text: event.target.value,
                })
              }
            />
          );
          return (
            <div key={pair.id} className="flex flex-wrap items-end gap-2">
              {field('prompt')}
              <Icon name="chevronRight" className="mb-3 size-4 text-slate-500" />
              {field('answer')}
              <RemoveEntryButton
                className="px-2"
                disabled={pairs.length <= 2}
                aria-label={t('matching.removePair', { number })}
                onClick={() => editor.send({ type: 'matching.removePair', itemId, pairId: pair.id })}
              />
            </div>
          );
        })}
        {pairsError && (
          <p id={errorId} className="text-sm text-red-700">
            {pairsError}
          </p>
        )}
        <Button
          variant="secondary"
          className="self-start"
          disabled={pairs.length >= MATCHING_LIMITS.pairs}
          onClick={() =>
            editor.send({
              type: 'editor.addWithId',
              event: { type: 'matching.addPair', itemId },
              idField: 'pairId',
            })
          }
        >
          {t('matching.addPair')}
        </Button>
      </fieldset>
      <MatchingDistractorsFields
        editor={editor}
        itemId={itemId}
        distractors={distractors}
        error={message(errors.get(`item.${itemId}.distractors`))}
      />
    </div>
  );
}
