/** The extra answers of a matching question in the editor: wrong answers no prompt is paired with, added and removed by buttons. */
import { useTranslation } from 'react-i18next';
import { MATCHING_LIMITS, type MatchingDefinition } from '../domain/matching';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { EntryListFieldset } from '../../shared/views/EntryListFieldset';
import { RemoveEntryButton } from '../../shared/views/RemoveEntryButton';
import { TextField } from '../../../views/ui/TextField';
import { MatchingDistractorPicture } from './MatchingEntryPictures';

export function MatchingDistractorsFields({
  editor,
  itemId,
  distractors,
  error,
}: {
  editor: QuizEditorActorRef;
  itemId: string;
  distractors: MatchingDefinition['distractors'];
  /** The extra answers' message after a failed save. */
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <EntryListFieldset
      legend={t('matching.distractors')}
      hint={t('matching.distractorsHint')}
      error={error}
      addLabel={t('matching.addDistractor')}
      canAdd={distractors.length < MATCHING_LIMITS.distractors}
      onAdd={() =>
        editor.send({
          type: 'editor.addWithId',
          event: { type: 'matching.addDistractor', itemId },
          idField: 'distractorId',
        })
      }
    >
      {(described) =>
        distractors.map((distractor, index) => {
          const number = index + 1;
          return (
            <div key={distractor.id} className="flex flex-wrap items-end gap-2">
              <TextField
                name={`distractor-${distractor.id}`}
                label={t('matching.distractor', { number })}
                className="min-w-0 flex-1 basis-40"
                maxLength={MATCHING_LIMITS.text}
                value={distractor.text}
                {...described}
                data-field={index === 0 ? `item.${itemId}.distractors` : undefined}
                onChange={(event) =>
                  editor.send({
                    type: 'matching.setDistractor',
                    itemId,
                    distractorId: distractor.id,
                    text: event.target.value,
                  })
                }
              />
              <RemoveEntryButton
                className="px-2"
                aria-label={t('matching.removeDistractor', { number })}
                onClick={() =>
                  editor.send({ type: 'matching.removeDistractor', itemId, distractorId: distractor.id })
                }
              />
              <MatchingDistractorPicture
                editor={editor}
                itemId={itemId}
                distractor={distractor}
                number={number}
              />
            </div>
          );
        })
      }
    </EntryListFieldset>
  );
}
