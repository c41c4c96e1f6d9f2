/**
 * Around an interactive video (ADR 338): the speeds its author offers, what the player says (a skip refused, a
 * question to answer first, a part to watch again) in a live region, the notes around the playhead and the
 * chapters to go to.
 */
import { useSelector } from '@xstate/react';
import { chaptersInOrder, notesAround } from '../../domain/take/interactiveVideo';
import { formatMoment } from '../../domain/quiz/videoMoments/videoMoments';
import type { TakeQuizActorRef } from '../../machines/take/takeQuizMachine';
import { selectVideo } from '../../machines/take/takeQuizSelectors';
import {
  selectPlayhead,
  selectRate,
  selectVideoNotice,
  selectVideoOf,
} from '../../machines/take/takeVideoSelectors';
import { SelectField } from '../ui/SelectField';
import { TakeRichText } from './TakeRichText';
import { useTakeText, type TakeText } from './takeText';

const CHAPTER_BUTTON =
  'min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2 text-start text-sm text-slate-900 hover:bg-slate-100';

const speedText = (text: TakeText, speed: number) =>
  text.interactive.speedValue(
    new Intl.NumberFormat(text.code === 'en' ? undefined : text.formattingTag).format(speed),
  );

export function TakeVideoGuide({
  actor,
  itemId,
}: {
  readonly actor: TakeQuizActorRef;
  readonly itemId: number;
}) {
  const TAKE_TEXT = useTakeText();
  const videos = useSelector(actor, selectVideo);
  const video = useSelector(videos, (s) => selectVideoOf(s, itemId));
  const rate = useSelector(videos, (s) => selectRate(s, itemId));
  const notice = useSelector(videos, (s) => selectVideoNotice(s, itemId));
  // The notes change only when the playhead comes near one or leaves it.
  const notes = useSelector(
    videos,
    (s) => notesAround(selectVideoOf(s, itemId)?.notes ?? [], selectPlayhead(s, itemId)),
    (a, b) => a.length === b.length && a.every((note, index) => note === b[index]),
  );
  if (!video) return null;
  const said =
    notice?.kind === 'goneBack'
      ? TAKE_TEXT.interactive.goneBack(formatMoment(notice.at))
      : notice
        ? TAKE_TEXT.interactive[notice.kind]
        : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3 text-sm">
        {video.speeds.length > 1 && (
          <SelectField
            label={TAKE_TEXT.player('player.playbackSpeed')}
            value={String(rate)}
            options={video.speeds.map((speed) => ({
              value: String(speed),
              label: speedText(TAKE_TEXT, speed),
            }))}
            onChange={(event) =>
              actor.send({ type: 'video.chooseSpeed', itemId, rate: Number(event.target.value) })
            }
          />
        )}
        <p role="status" className="font-medium text-slate-900">
          {said && <span key={notice?.count}>{said}</span>}
        </p>
      </div>
      {/* Notes come and go with the playhead: said as they come. */}
      <div aria-live="polite" className="flex flex-col gap-2">
        {notes.map((note) => (
          <div key={`${note.at}-${note.text}`} className="rounded-md bg-amber-50 p-3 text-slate-900">
            <TakeRichText html={note.text} />
          </div>
        ))}
      </div>
      {video.chapters.length > 0 && (
        <nav aria-label={TAKE_TEXT.interactive.chapters}>
          <ul className="flex flex-wrap gap-2">
            {chaptersInOrder(video.chapters).map((chapter) => (
              <li key={`${chapter.at}-${chapter.title}`}>
                <button
                  type="button"
                  className={CHAPTER_BUTTON}
                  onClick={() => actor.send({ type: 'video.chooseChapter', itemId, at: chapter.at })}
                >
                  {TAKE_TEXT.interactive.chapterAt(formatMoment(chapter.at), chapter.title)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
