/**
 * The places on the picture of an ordering question (ADR 307): the shared places fieldset (PlacesFields) in the
 * ordering's words, each change an ordering editor event.
 */
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import type { OrderingDefinition } from '../domain/ordering';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { PlacesFieldset } from '../../shared/views/PlacesFields';

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
  return (
    <PlacesFieldset
      field={`item.${itemId}.places`}
      image={item.image}
      entries={definition.items.map((entry, index) => ({
        id: entry.id,
        name: entry.text.trim() || t('ordering.item', { number: index + 1 }),
        place: entry.place,
      }))}
      texts={{
        legend: t('ordering.places'),
        on: t('ordering.placesOn'),
        hint: t('ordering.placesHint'),
        addImageFirst: t('ordering.addImageFirst'),
        drawFor: t('ordering.drawFor'),
        imageAlt: t('ordering.imageAlt', { label }),
      }}
      error={error}
      onSwitch={(on) => editor.send({ type: 'ordering.setPlaces', itemId, on })}
      onDraw={(entryId, place) => editor.send({ type: 'ordering.setPlace', itemId, entryId, place })}
    />
  );
}
