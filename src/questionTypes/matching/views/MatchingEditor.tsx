/**
 * Matching in the editor (ADR 199): the pairs (a prompt and its right answer) and the extra answers no prompt is
 * paired with, each list added to and removed from by buttons. Every change is an editor event (typing in one field
 * is one undo step); the messages of a failed save stand beside the pairs and the extra answers. The prompts may be
 * places on the question's image (ADR 310): each one's place typed under it, drawn on the image below the pairs
 * (MatchingPlaces). Each pair may have feedback, shown to a student who did not give its prompt its answer (ADR 406).
 * Last, partial credit, all or nothing (ADR 292) or right minus wrong (ADR 310).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { hasPlaces, MATCHING_LIMITS, MATCHING_MESSAGES, matchingOf } from '../domain/matching';
import { sameFieldErrors, selectFieldErrors } from '../../../machines/quiz/editor/quizEditorSelectors';
import { EntryListFieldset } from '../../shared/views/EntryListFieldset';
import { Icon } from '../../../views/ui/icons';
import { RemoveEntryButton } from '../../shared/views/RemoveEntryButton';
import { TextField } from '../../../views/ui/TextField';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';
import { useTypeMessage } from '../../shared/views/useTypeMessage';
import { PartScoringField } from '../../shared/views/PartScoringField';
import { scoringOf } from '../../shared/domain/partScoring';
import { MatchingDistractorsFields } from './MatchingDistractorsFields';
import { HOTSPOT_MESSAGES } from '../../hotspot/domain/hotspot';
import { EntryPlaceField } from '../../shared/views/PlacesFields';
import { MatchingPlaces } from './MatchingPlaces';
import { MatchingPairPictures } from './MatchingEntryPictures';

const RULES = ['partial', 'allOrNothing', 'rightMinusWrong'] as const;

const ERROR_KEYS = {
  [MATCHING_MESSAGES.promptEmpty]: 'matching.error_promptEmpty',
  [MATCHING_MESSAGES.promptDuplicated]: 'matching.error_promptDuplicated',
  [MATCHING_MESSAGES.answerEmpty]: 'matching.error_answerEmpty',
  [MATCHING_MESSAGES.distractorEmpty]: 'matching.error_distractorEmpty',
  [MATCHING_MESSAGES.distractorPaired]: 'matching.error_distractorPaired',
  [MATCHING_MESSAGES.placesIncomplete]: 'matching.error_placesIncomplete',
  [MATCHING_MESSAGES.placesNeedImage]: 'matching.error_placesNeedImage',
  [HOTSPOT_MESSAGES.polygonPoints]: 'hotspot.error_polygonPoints',
  [HOTSPOT_MESSAGES.emptyRegion]: 'hotspot.error_emptyRegion',
} as const;

export function MatchingEditor({ editor, item, label }: EditorQuestionProps) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const errors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  const message = useTypeMessage(ERROR_KEYS);
  const pairsError = message(errors.get(`item.${itemId}.pairs`));
  const definition = matchingOf(item.definition);
  const { pairs, distractors } = definition;
  const placed = hasPlaces(definition);
  return (
    <div className="flex flex-col gap-4">
      <EntryListFieldset
        legend={t('matching.pairs')}
        hint={t('matching.pairsHint')}
        error={pairsError}
        addLabel={t('matching.addPair')}
        canAdd={pairs.length < MATCHING_LIMITS.pairs}
        onAdd={() =>
          editor.send({
            type: 'editor.addWithId',
            event: { type: 'matching.addPair', itemId },
            idField: 'pairId',
          })
        }
      >
        {(described) =>
          pairs.map((pair, index) => {
            const number = index + 1;
            const field = (side: 'prompt' | 'answer') => (
              <TextField
                name={`${side}-${pair.id}`}
                label={t(`matching.${side}`, { number })}
                className="min-w-0 flex-1 basis-40"
                maxLength={MATCHING_LIMITS.text}
                value={pair[side]}
                {...described}
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
                <MatchingPairPictures editor={editor} itemId={itemId} pair={pair} number={number} />
                <TextField
                  name={`pair-feedback-${pair.id}`}
                  label={t('matching.feedback', { number })}
                  className="min-w-0 basis-full"
                  maxLength={MATCHING_LIMITS.feedback}
                  value={pair.feedback ?? ''}
                  onChange={(event) =>
                    editor.send({
                      type: 'matching.setPairFeedback',
                      itemId,
                      pairId: pair.id,
                      feedback: event.target.value,
                    })
                  }
                />
                {placed && (
                  <EntryPlaceField
                    number={number}
                    place={pair.place}
                    count={pairs.length}
                    addLabel={t('matching.addPlace', { number })}
                    onChange={(place) =>
                      editor.send({ type: 'matching.setPlace', itemId, pairId: pair.id, place })
                    }
                  />
                )}
              </div>
            );
          })
        }
      </EntryListFieldset>
      <MatchingDistractorsFields
        editor={editor}
        itemId={itemId}
        distractors={distractors}
        error={message(errors.get(`item.${itemId}.distractors`))}
      />
      <MatchingPlaces
        editor={editor}
        item={item}
        label={label}
        definition={definition}
        error={message(errors.get(`item.${itemId}.places`))}
      />
      <PartScoringField
        group="matching"
        rules={RULES}
        scoring={scoringOf(definition)}
        onChange={(scoring) => editor.send({ type: 'matching.setScoring', itemId, scoring })}
      />
    </div>
  );
}
