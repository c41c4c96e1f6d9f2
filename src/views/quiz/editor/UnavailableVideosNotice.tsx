/**
 * The quiz's videos whose articles were taken down after the quiz used them (ADR 314), said to its owner at the top
 * of the editor: each names its item and selects it (its activity opened, the focus on its card), to be replaced
 * or removed. Students see "This video is no longer available" in their place meanwhile.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { sameUnavailable, selectUnavailableVideos } from '../../../machines/quiz/editor/quizEditorSelectors';
import { Button } from '../../ui/Button';
import { focusItem } from './useEditorShortcuts';

export function UnavailableVideosNotice({ editor }: { readonly editor: QuizEditorActorRef }) {
  const { t } = useTranslation();
  const videos = useSelector(editor, selectUnavailableVideos, sameUnavailable);
  if (videos.length === 0) return null;
  return (
    <section
      aria-labelledby="unavailable-videos"
      className="flex flex-col gap-1 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h2 id="unavailable-videos" className="font-semibold">
        {t('publish.unavailableHeading', { count: videos.length })}
      </h2>
      <p>{t('publish.unavailableText')}</p>
      <ul className="flex flex-wrap gap-x-3">
        {videos.map((video) => (
          <li key={video.itemId}>
            <Button
              variant="ghost"
              className="px-0 py-1 text-sky-900 underline"
              onClick={() => {
                // Its activity opens with it, and the focus goes to its card.
                editor.send({ type: 'item.select', itemId: video.itemId });
                focusItem(video.itemId);
              }}
            >
              {t('publish.unavailableItem', { title: video.title })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
