/** A video item opened in the column: the video's thumbnail and its article's title. */
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';

export function VideoItemBody({ item }: { item: EditorItem }) {
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
