/**
 * The places on the picture of an ordering question (ADR 307): a switch that gives every item a place on the
 * question's image or takes them all away, and, while they are on, the image with the places drawn over it. A place
 * is drawn with a pointer for the item chosen beside the image (HotspotCanvas), or typed and moved by keyboard under
 * its item (OrderingItemPlace). Every change is an editor event; the places' message of a failed save stands here.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../../domain/quiz/editor/quizEditorState';
import type { RegionShape } from '../../../../domain/quiz/questionTypes/hotspot/hotspotGeometry';
import {
  hasPlaces,
  type OrderingDefinition,
  type OrderingEvent,
} from '../../../../domain/quiz/questionTypes/ordering/ordering';
import type { QuizEditorActorRef } from '../../../../machines/quiz/editor/quizEditorMachine';
import { SelectField } from '../../../ui/SelectField';
import { SwitchField } from '../../../ui/SwitchField';
import { HotspotCanvas } from '../hotspot/HotspotCanvas';

/** A region as an event carries it (zod's arrays are not read-only). */
export const asSentPlace = (region: RegionShape) =>
  region as NonNullable<Extract<OrderingEvent, { type: 'ordering.setPlace' }>['place']>;

export function OrderingPlaces({
  editor,
  item,
  label,
  definition,
  error,
}: {
  editor: QuizEditorActorRef;
  item: EditorItem;
  label: string;
  definition: OrderingDefinition;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const errorId = useId();
  const on = hasPlaces(definition);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const drawFor = definition.items.find((entry) => entry.id === chosen) ?? definition.items[0];
  const name = (index: number) =>
    definition.items[index]!.text.trim() || t('ordering.item', { number: index + 1 });
  return (
    <fieldset
      className="flex flex-col gap-3"
      data-field={`item.${itemId}.places`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{t('ordering.places')}</legend>
      <SwitchField
        label={t('ordering.placesOn')}
        description={t('ordering.placesHint')}
        isSelected={on}
        onChange={(next) => editor.send({ type: 'ordering.setPlaces', itemId, on: next })}
      />
      {on && !item.image && <p className="text-sm text-slate-600">{t('ordering.addImageFirst')}</p>}
      {on && item.image && drawFor && (
        <>
          <SelectField
            name={`ordering-draw-${itemId}`}
            label={t('ordering.drawFor')}
            className="max-w-xs"
            value={drawFor.id}
            options={definition.items.map((entry, index) => ({ value: entry.id, label: name(index) }))}
            onChange={(event) => setChosen(event.target.value)}
          />
          <HotspotCanvas
            image={item.image}
            alt={t('ordering.imageAlt', { label })}
            regions={definition.items.flatMap((entry) => (entry.place ? [entry.place] : []))}
            onDraw={(place) =>
              editor.send({
                type: 'ordering.setPlace',
                itemId,
                entryId: drawFor.id,
                place: asSentPlace(place),
              })
            }
          />
        </>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
