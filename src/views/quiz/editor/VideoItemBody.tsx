/**
 * A video item opened in the column: its player with the timeline of questions, chapters and notes at moments under
 * it, the chapters and notes to edit, and how it plays for students (ADR 337); or, for an article taken down after
 * the quiz used it (ADR 314), the card saying it is no longer available; for one without its video yet (ADR 349),
 * Choose the video.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { UnavailableVideo } from '../../content/player/UnavailableVideo';
import { VideoPlayer } from '../../content/player/VideoPlayer';
import { ChooseVideoArticle } from './ChooseVideoArticle';
import { usePlayerTime } from '../videoMoments/usePlayerTime';
import { VideoMarksList } from '../videoMoments/VideoMarksList';
import { VideoPlaybackFields } from '../videoMoments/VideoPlaybackFields';
import { VideoTimeline } from '../videoMoments/VideoTimeline';

export function VideoItemBody({ editor, item }: { editor: QuizEditorActorRef; item: EditorItem }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const { time, duration, seek } = usePlayerTime(frame);
  if (item.article?.unavailable)
    return <UnavailableVideo title={item.article.title} text={t('player.noLongerAvailable')} />;
  const chosen = item.article ? null : <ChooseVideoArticle editor={editor} item={item} />;
  const video = item.article?.videoData;
  const image = item.article?.videoData?.images?.short;
  return (
    <div className="flex flex-col gap-3">
      <div ref={frame}>
        {chosen ??
          (video ? (
            <VideoPlayer video={video} showHeader={false} />
          ) : (
            <div className="flex items-center gap-3">
              {image && <img src={image} alt="" className="h-16 w-28 rounded object-cover" />}
              <p className="text-sm text-slate-800">
                <bdi>{item.article?.title}</bdi>
              </p>
            </div>
          ))}
      </div>
      <VideoTimeline editor={editor} item={item} time={time} duration={duration} onSeek={seek} />
      <VideoMarksList editor={editor} item={item} />
      <VideoPlaybackFields editor={editor} item={item} />
    </div>
  );
}
