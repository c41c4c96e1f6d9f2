/**
 * Ordering in the editor (ADR 199): the items in their right order, each moved up or down by buttons (never by
 * dragging only), added and removed by buttons. Every change is an editor event (typing in one field is one undo
 * step); the message of a failed save stands beside the items. Items may be places on the question's image (ADR
 * 307): each item's place is typed under it and drawn on the image below the list (OrderingPlaces). Below them,
 * partial credit or all or nothing (ADR 292).
 */
import { readableText } from '../../../domain/math/mathReading';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { hasPlaces, ORDERING_LIMITS, ORDERING_MESSAGES, orderingOf } from '../domain/ordering';
import { sameFieldErrors, selectFieldErrors } from '../../../machines/quiz/editor/quizEditorSelectors';
import { EntryListFieldset } from '../../shared/views/EntryListFieldset';
import { RemoveEntryButton } from '../../shared/views/RemoveEntryButton';
import { TextField } from '../../../views/ui/TextField';
import { ReorderButtons } from '../../../views/quiz/editor/ReorderButtons';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';
import { useTypeMessage } from '../../shared/views/useTypeMessage';
import { PartScoringField } from '../../shared/views/PartScoringField';
import { scoringOf } from '../../shared/domain/partScoring';
import { HOTSPOT_MESSAGES } from '../../hotspot/domain/hotspot';
import { EntryPlaceField } from '../../shared/views/PlacesFields';
import { OrderingPlaces } from './OrderingPlaces';

const ERROR_KEYS = {
  [ORDERING_MESSAGES.itemEmpty]: 'ordering.error_itemEmpty',
  [ORDERING_MESSAGES.itemDuplicated]: 'ordering.error_itemDuplicated',
  [ORDERING_MESSAGES.placesIncomplete]: 'ordering.error_placesIncomplete',
  [ORDERING_MESSAGES.placesNeedImage]: 'ordering.error_placesNeedImage',
  [HOTSPOT_MESSAGES.polygonPoints]: 'hotspot.error_polygonPoints',
  [HOTSPOT_MESSAGES.emptyRegion]: 'hotspot.error_emptyRegion',
} as const;

export function OrderingEditor({ editor, item, label }: EditorQuestionProps) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const errors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  const error = errors.get(`item.${itemId}.items`);
  const message = useTypeMessage(ERROR_KEYS);
  const definition = orderingOf(item.definition);
  const { items } = definition;
  const placed = hasPlaces(definition);
  return (
    <div className="flex flex-col gap-4">
      <EntryListFieldset
        legend={t('ordering.items')}
        hint={t('ordering.hint')}
        error={message(error)}
        addLabel={t('ordering.addItem')}
        canAdd={items.length < ORDERING_LIMITS.items}
        onAdd={() =>
          editor.send({
            type: 'editor.addWithId',
            event: { type: 'ordering.addItem', itemId },
            idField: 'entryId',
          })
        }
      >
        {(described) => (
          <ol className="flex flex-col gap-2">
            {items.map((entry, index) => {
              const number = index + 1;
              const name = t('ordering.item', { number });
              return (
                <li key={entry.id} className="flex flex-wrap items-end gap-2">
                  <TextField
                    name={`ordering-item-${entry.id}`}
                    label={name}
                    className="min-w-0 flex-1 basis-40"
                    maxLength={ORDERING_LIMITS.text}
                    value={entry.text}
                    {...described}
                    data-field={index === 0 ? `item.${itemId}.items` : undefined}
                    onChange={(event) =>
                      editor.send({
                        type: 'ordering.setItem',
                        itemId,
                        entryId: entry.id,
                        text: event.target.value,
                      })
                    }
                  />
                  <ReorderButtons
                    title={readableText(entry.text.trim()) || name}
                    index={index}
                    last={index === items.length - 1}
                    onReorder={(to) =>
                      editor.send({ type: 'ordering.moveItem', itemId, entryId: entry.id, to })
                    }
                  />
                  <RemoveEntryButton
                    className="px-2"
                    disabled={items.length <= 2}
                    aria-label={t('ordering.removeItem', { number })}
                    onClick={() => editor.send({ type: 'ordering.removeItem', itemId, entryId: entry.id })}
                  />
                  {placed && (
                    <EntryPlaceField
                      number={number}
                      place={entry.place}
                      count={items.length}
                      addLabel={t('ordering.addPlace', { number })}
                      onChange={(place) =>
                        editor.send({ type: 'ordering.setPlace', itemId, entryId: entry.id, place })
                      }
                    />
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </EntryListFieldset>
      <OrderingPlaces
        editor={editor}
        item={item}
        label={label}
        definition={definition}
        error={message(errors.get(`item.${itemId}.places`))}
      />
      <PartScoringField
        group="ordering"
        scoring={scoringOf(definition)}
        onChange={(scoring) => editor.send({ type: 'ordering.setScoring', itemId, scoring })}
      />
    </div>
  );
}
