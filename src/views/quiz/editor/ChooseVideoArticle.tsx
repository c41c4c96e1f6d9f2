/**
 * A video item without its catalog video (an imported video no article was found for, ADR 349): it says so, and
 * Choose the video opens Add Video for its activity; the video chosen becomes the item's, its questions keeping their
 * moments (`video.setArticle`).
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { locateItem, videoArticleIds, type EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { selectEditorState, selectToday } from '../../../machines/quiz/editor/quizEditorSelectors';
import { Button } from '../../ui/Button';
import { AddVideoDialog } from './dialogs/AddVideoDialog';

export function ChooseVideoArticle({ editor, item }: { editor: QuizEditorActorRef; item: EditorItem }) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const today = useSelector(editor, selectToday);
  const state = useSelector(editor, selectEditorState);
  const activity = state ? locateItem(state, item.originId)?.activity : undefined;
  return (
    <div className="flex flex-col items-start gap-2 rounded border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm text-slate-800">{t('editor.videoToChoose')}</p>
      <Button variant="secondary" onClick={() => setChoosing(true)}>
        {t('editor.chooseVideo')}
      </Button>
      {choosing && state && activity && (
        <AddVideoDialog
          addedArticleIds={[...videoArticleIds(state)]}
          activities={[{ id: activity.originId, title: activity.title }]}
          selectedActivityId={activity.originId}
          today={today}
          onClose={(chosen) => {
            setChoosing(false);
            if (chosen)
              editor.send({ type: 'video.setArticle', itemId: item.originId, article: chosen.article });
          }}
        />
      )}
    </div>
  );
}
