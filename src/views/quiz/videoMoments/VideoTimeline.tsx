/**
 * The timeline under a video item's player in the quiz editor (ADR 337): the width of the player, a mark for each
 * question asked at a moment (its number and time), each chapter and each note, and the player's place; below it
 * the buttons that add at the player's time (TimelineActions). Every change is an editor event; a moved mark keeps
 * the focus at its new place.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import { formatMoment } from '../../../domain/quiz/videoMoments/videoMoments';
import { placeAfterMove } from '../../../domain/quiz/videoMoments/momentEvents';
import { markShare, timelineLength } from '../../../domain/quiz/videoMoments/videoTimeline';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import {
  sameMomentQuestions,
  selectMomentQuestions,
} from '../../../machines/quiz/editor/videoMomentSelectors';
import { TimelineActions } from './TimelineActions';
import { TimelineMark } from './TimelineMark';

export function VideoTimeline({
  editor,
  item,
  time,
  duration,
  onSeek,
}: {
  editor: QuizEditorActorRef;
  item: EditorItem;
  /** The player's time and the video's length (null until the player knows it). */
  time: number;
  duration: number | null;
  onSeek: (at: number) => void;
}) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const questions = useSelector(
    editor,
    useMemo(() => selectMomentQuestions(itemId), [itemId]),
    sameMomentQuestions,
  );
  const chapters = item.video?.chapters ?? [];
  const notes = item.video?.notes ?? [];
  const length = timelineLength(duration, [...questions, ...chapters, ...notes]);
  const strip = useRef<HTMLDivElement>(null);
  // A moved chapter or note changes places in its list: the focus follows it there.
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    const key = focusAfterMove.current;
    if (!key) return;
    focusAfterMove.current = null;
    strip.current?.querySelector<HTMLButtonElement>(`[data-mark="${key}"]`)?.focus();
  });
  const mark = { length, strip, onSeek };

  return (
    <div className="flex w-full max-w-3xl flex-col gap-2">
      <div
        role="group"
        aria-label={t('videoMoments.timeline', { title: item.article?.title ?? '' })}
        aria-describedby={`${itemId}-timeline-help`}
        className="rounded-md border border-slate-300 bg-slate-50 px-6 py-2"
      >
        {/* Time runs left to right in every language, as on the player's own bar. */}
        <div ref={strip} dir="ltr" className="relative h-16">
          <div aria-hidden className="absolute inset-x-0 top-7 h-1 rounded bg-slate-300" />
          <div
            aria-hidden
            className="absolute top-5 h-5 w-0.5 bg-red-700"
            style={{ left: `${markShare(time, length)}%` }}
          />
          {questions.map((question) => (
            <TimelineMark
              key={question.itemId}
              {...mark}
              kind="question"
              markKey={`question:${question.itemId}`}
              at={question.at}
              name={t('videoMoments.markQuestion', {
                name: t('editor.question', { number: question.number }),
                time: formatMoment(question.at),
              })}
              onMove={(at) => editor.send({ type: 'moment.move', itemId: question.itemId, at })}
            >
              {`${question.number} · ${formatMoment(question.at)}`}
            </TimelineMark>
          ))}
          <div className="absolute inset-x-0 top-9">
            {chapters.map((chapter, index) => (
              <TimelineMark
                key={`chapter:${index}`}
                {...mark}
                kind="chapter"
                markKey={`chapter:${index}`}
                at={chapter.at}
                name={t('videoMoments.markChapter', { title: chapter.title, time: formatMoment(chapter.at) })}
                onMove={(at) => {
                  focusAfterMove.current = `chapter:${placeAfterMove(chapters, index, at)}`;
                  editor.send({ type: 'videoChapter.move', itemId, index, at });
                }}
              >
                {`§ ${formatMoment(chapter.at)}`}
              </TimelineMark>
            ))}
            {notes.map((note, index) => (
              <TimelineMark
                key={`note:${index}`}
                {...mark}
                kind="note"
                markKey={`note:${index}`}
                at={note.at}
                name={t('videoMoments.markNote', { number: index + 1, time: formatMoment(note.at) })}
                onMove={(at) => {
                  focusAfterMove.current = `note:${placeAfterMove(notes, index, at)}`;
                  editor.send({ type: 'videoNote.move', itemId, index, at });
                }}
              >
                {`✎ ${formatMoment(note.at)}`}
              </TimelineMark>
            ))}
          </div>
        </div>
      </div>
      <p id={`${itemId}-timeline-help`} className="text-sm text-slate-600">
        {t('videoMoments.timelineHelp')}
      </p>
      <TimelineActions editor={editor} itemId={itemId} time={time} chapterCount={chapters.length} />
    </div>
  );
}
