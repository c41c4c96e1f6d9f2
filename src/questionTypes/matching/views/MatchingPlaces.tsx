/**
 * The places on the picture of a matching question (ADR 310): the shared places fieldset (PlacesFields) in the
 * matching's words, each prompt a place; each change a matching editor event.
 */
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import type { MatchingDefinition } from '../domain/matching';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { PlacesFieldset } from '../../shared/views/PlacesFields';

export function MatchingPlaces({
  editor,
  item,
  label,
  definition,
  error,
}: {
  editor: QuizEditorActorRef;
  item: EditorItem;
  label: string;
  definition: MatchingDefinition;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const itemId = item.originId;
  return (
    <PlacesFieldset
      field={`item.${itemId}.places`}
      image={item.image}
      entries={definition.pairs.map((pair, index) => ({
        id: pair.id,
        name: pair.prompt.trim() || t('matching.prompt', { number: index + 1 }),
        place: pair.place,
      }))}
      texts={{
        legend: t('matching.places'),
        on: t('matching.placesOn'),
        hint: t('matching.placesHint'),
        addImageFirst: t('matching.addImageFirst'),
        drawFor: t('matching.drawFor'),
        imageAlt: t('matching.imageAlt', { label }),
      }}
      error={error}
      onSwitch={(on) => editor.send({ type: 'matching.setPlaces', itemId, on })}
      onDraw={(pairId, place) => editor.send({ type: 'matching.setPlace', itemId, pairId, place })}
    />
  );
}
