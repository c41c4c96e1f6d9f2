/** One activity of the viewer: its items in order; questions with their options (right ones marked), videos playing. */
import { useTranslation } from 'react-i18next';
import type { QuizActivity, QuizItem } from '../../../domain/quiz/quiz';
import { ITEM_TYPE } from '../../../domain/quiz/quiz';
import { UnavailableVideo } from '../../content/player/UnavailableVideo';
import { VideoPlayer } from '../../content/player/VideoPlayer';
import { TeaserImage } from '../../content/player/TeaserImage';
import { RichTextView } from '../../ui/RichTextView';
import { QuestionAnswerKey } from '../../../questionTypes/shared/views/editorRegistry';
import { showsItsImage } from '../../../questionTypes/shared/views/showsItsImage';
import { MarkedOptions } from './MarkedOptions';

export function ActivityView({ activity, showCaption }: { activity: QuizActivity; showCaption: boolean }) {
  const { t } = useTranslation();
  const items = [...activity.items].sort((a, b) => a.sortIndex - b.sortIndex);
  return (
    <section
      aria-labelledby={`activity-${activity.id}`}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4"
    >
      <h3 id={`activity-${activity.id}`} className="text-lg font-semibold text-slate-900">
        <bdi>{activity.title}</bdi>
      </h3>
      {items.length === 0 ? (
        <p className="text-slate-600">{t('delivery.noItems')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={item.id}>
              {item.type === ITEM_TYPE.video ? (
                <VideoItem item={item} showCaption={showCaption} />
              ) : (
                <QuestionItem item={item} />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function VideoItem({ item, showCaption }: { item: QuizItem; showCaption: boolean }) {
  const { t } = useTranslation();
  const video = item.article?.videoData;
  if (item.article?.unavailable) {
    return <UnavailableVideo title={item.article.title} text={t('player.noLongerAvailable')} />;
  }
  if (!video) {
    return (
      <p className="text-slate-700">
        {t('delivery.videoItem')}: {item.article?.title ?? item.title}
      </p>
    );
  }
  return (
    <VideoPlayer
      video={{ ...video, articleType: video.articleType ?? item.article?.articleType }}
      showCaption={showCaption}
    />
  );
}

function QuestionItem({ item }: { item: QuizItem }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      {/* The title is rich text (paragraphs, images), so the heading is a div with the heading role. */}
      <div
        role="heading"
        aria-level={4}
        className="flex flex-wrap items-baseline gap-1 font-medium text-slate-900"
      >
        {item.questionOrder !== null && (
          <span>{`${t('delivery.questionNumber', { number: item.questionOrder })}: `}</span>
        )}
        <RichTextView html={item.title} className="text-base [&_img]:max-h-48 [&_p]:inline" />
      </div>
      {item.isMultiple && <p className="text-sm text-slate-600">{t('delivery.multipleAnswers')}</p>}
      {item.image && !showsItsImage(item.questionType, item.definition) && (
        <TeaserImage src={item.image} alt="" className="max-h-48 w-auto self-start rounded" />
      )}
      <MarkedOptions options={item.textOptions} rightIds={item.rightAnswer} optionClassName="px-3 py-1.5" />
      <QuestionAnswerKey questionType={item.questionType} definition={item.definition} image={item.image} />
    </div>
  );
}
