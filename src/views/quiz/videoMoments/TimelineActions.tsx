/**
 * Below a video's timeline (ADR 337): where the player is, and what to add there: a question of the type picked
 * (after the last item of the video's part), a chapter or a note.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../domain/quiz/videoMoments/videoMoments';
import type { QuestionTypeName } from '../../../questionTypes/shared/domain/registry';
import { QUESTION_TYPE_LABELS } from '../../../questionTypes/shared/views/editorRegistry';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';

export function TimelineActions({
  editor,
  itemId,
  time,
  chapterCount,
}: {
  editor: QuizEditorActorRef;
  /** The video item's. */
  itemId: string;
  /** The player's time: where the new question, chapter or note goes. */
  time: number;
  chapterCount: number;
}) {
  const { t } = useTranslation();
  // The type the next question at a moment takes (SPEC's choice question unless another is picked).
  const [newType, setNewType] = useState<QuestionTypeName>('choice');
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">{t('videoMoments.playerAt', { time: formatMoment(time) })}</p>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          name={`momentQuestionType-${itemId}`}
          label={t('videoMoments.questionType')}
          className="w-auto"
          value={newType}
          options={QUESTION_TYPE_LABELS.map(([value, key]) => ({ value, label: t(key) }))}
          onChange={(event) => setNewType(event.target.value as QuestionTypeName)}
        />
        <Button
          variant="secondary"
          onClick={() =>
            editor.send({
              type: 'editor.addQuestionAt',
              videoItemId: itemId,
              at: time,
              ...(newType === 'choice' ? {} : { questionType: newType }),
            })
          }
        >
          {t('videoMoments.addQuestionHere')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            editor.send({
              type: 'videoChapter.add',
              itemId,
              at: time,
              title: t('videoMoments.newChapter', { number: chapterCount + 1 }),
            })
          }
        >
          {t('videoMoments.addChapter')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            editor.send({ type: 'videoNote.add', itemId, at: time, text: t('videoMoments.newNote') })
          }
        >
          {t('videoMoments.addNote')}
        </Button>
      </div>
    </div>
  );
}
