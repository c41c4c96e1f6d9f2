/**
 * A video item opened in the column: the video's thumbnail and its article's title, or, for an article taken down
 * after the quiz used it (ADR 314), the card saying it is no longer available.
 */
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import { UnavailableVideo } from '../../content/player/UnavailableVideo';

export function VideoItemBody({ item }: { item: EditorItem }) {
  const { t } = useTranslation();
  if (item.article?.unavailable)
    return <UnavailableVideo title={item.article.title} text={t('player.noLongerAvailable')} />;
  const image = item.article?.videoData?.images?.short;
  return (
    <div className="flex items-center gap-3">
      {image && <img src={image} alt="" className="h-16 w-28 rounded object-cover" />}
      <p className="text-sm text-slate-800">
        <bdi>{item.article?.title}</bdi>
      </p>
    </div>
  );
}
