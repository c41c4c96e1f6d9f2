/**
 * A video's chapters and notes in the editor (ADR 337), in the order of their moments: each one's time (m:ss), its
 * title or text, and Remove. Each change is an editor event; typing into one is one undo step.
 */
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import { formatMoment, videoMomentIssues } from '../../../domain/quiz/videoMoments/videoMoments';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { RemoveEntryButton } from '../../../questionTypes/shared/views/RemoveEntryButton';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { MomentTimeField } from './MomentTimeField';

export function VideoMarksList({ editor, item }: { editor: QuizEditorActorRef; item: EditorItem }) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const chapters = item.video?.chapters ?? [];
  const notes = item.video?.notes ?? [];
  if (chapters.length === 0 && notes.length === 0) return null;
  // Each one's problem beside its field, as the save would say it (an empty title or text).
  const issues = videoMomentIssues([item]);
  const errorOf = (field: string) =>
    issues.find((issue) => issue.field === `items.0.video.${field}`)?.message;
  const row = 'flex flex-wrap items-end gap-2 rounded-md border border-slate-200 p-2';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{t('videoMoments.chaptersAndNotes')}</legend>
      <ol className="flex flex-col gap-2">
        {chapters.map((chapter, index) => {
          const name = t('videoMoments.markChapter', {
            title: chapter.title,
            time: formatMoment(chapter.at),
          });
          return (
            <li key={`chapter:${index}`} className={row}>
              <MomentTimeField
                name={`chapter-at-${itemId}-${index}`}
                label={t('videoMoments.chapterTime', { number: index + 1 })}
                value={chapter.at}
                onCommit={(at) =>
                  at !== null && editor.send({ type: 'videoChapter.move', itemId, index, at })
                }
              />
              <TextField
                name={`chapter-title-${itemId}-${index}`}
                className="min-w-48 flex-1"
                label={t('videoMoments.chapterTitle', { number: index + 1 })}
                value={chapter.title}
                error={errorOf(`chapters.${index}.title`)}
                onChange={(event) =>
                  editor.send({ type: 'videoChapter.setTitle', itemId, index, title: event.target.value })
                }
              />
              <RemoveEntryButton
                aria-label={t('videoMoments.remove', { name })}
                onClick={() => editor.send({ type: 'videoChapter.remove', itemId, index })}
              />
            </li>
          );
        })}
        {notes.map((note, index) => {
          const name = t('videoMoments.markNote', { number: index + 1, time: formatMoment(note.at) });
          return (
            <li key={`note:${index}`} className={row}>
              <MomentTimeField
                name={`note-at-${itemId}-${index}`}
                label={t('videoMoments.noteTime', { number: index + 1 })}
                value={note.at}
                onCommit={(at) => at !== null && editor.send({ type: 'videoNote.move', itemId, index, at })}
              />
              <TextAreaField
                name={`note-text-${itemId}-${index}`}
                className="min-w-48 flex-1"
                label={t('videoMoments.noteText', { number: index + 1 })}
                value={note.text}
                error={errorOf(`notes.${index}.text`)}
                onChange={(event) =>
                  editor.send({ type: 'videoNote.setText', itemId, index, text: event.target.value })
                }
              />
              <RemoveEntryButton
                aria-label={t('videoMoments.remove', { name })}
                onClick={() => editor.send({ type: 'videoNote.remove', itemId, index })}
              />
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
