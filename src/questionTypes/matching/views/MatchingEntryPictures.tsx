/**
 * The pictures of a matching pair's prompt and answer, or of an extra answer, in the editor (ADR 311): each entry's
 * 'Add picture' control, thumbnail, Remove and alternative text, sent as the matching question's picture events.
 */
import { useTranslation } from 'react-i18next';
import type { MatchingDefinition } from '../domain/matching';
import type { PictureSlot } from '../domain/matchingPictures';
import type { OptionPicture } from '../../shared/domain/optionPicture';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { OptionPictureField } from '../../shared/views/OptionPictureField';

interface EntryProps {
  readonly editor: QuizEditorActorRef;
  readonly itemId: string;
  readonly entryId: string;
  readonly slot: PictureSlot;
  readonly name: string;
  readonly picture: OptionPicture | undefined;
}

function EntryPicture({ editor, itemId, entryId, slot, name, picture }: EntryProps) {
  return (
    <OptionPictureField
      name={name}
      picture={picture}
      onPicture={(next) => editor.send({ type: 'matching.setPicture', itemId, entryId, slot, picture: next })}
      onAlt={(alt) => editor.send({ type: 'matching.setPictureAlt', itemId, entryId, slot, alt })}
    />
  );
}

export function MatchingPairPictures({
  editor,
  itemId,
  pair,
  number,
}: {
  editor: QuizEditorActorRef;
  itemId: string;
  pair: MatchingDefinition['pairs'][number];
  number: number;
}) {
  const { t } = useTranslation();
  const shared = { editor, itemId, entryId: pair.id };
  return (
    <>
      <EntryPicture
        {...shared}
        slot="prompt"
        name={t('matching.prompt', { number })}
        picture={pair.promptPicture}
      />
      <EntryPicture
        {...shared}
        slot="answer"
        name={t('matching.answer', { number })}
        picture={pair.answerPicture}
      />
    </>
  );
}

export function MatchingDistractorPicture({
  editor,
  itemId,
  distractor,
  number,
}: {
  editor: QuizEditorActorRef;
  itemId: string;
  distractor: MatchingDefinition['distractors'][number];
  number: number;
}) {
  const { t } = useTranslation();
  return (
    <EntryPicture
      editor={editor}
      itemId={itemId}
      entryId={distractor.id}
      slot="distractor"
      name={t('matching.distractor', { number })}
      picture={distractor.picture}
    />
  );
}
