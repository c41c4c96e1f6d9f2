/**
 * One mark on a video's timeline (ADR 337): a button at its moment showing "2 · 1:05", named "Question 2 at 1:05"
 * (the short label is hidden from the accessibility tree, the sentence from the eye). ←/→ move it one
 * second, Shift+←/→ five; dragging it with the pointer shows where it goes and moves it there on release (one
 * undo step), Esc during the drag leaves it where it was. A click moves the player to its moment.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { draggedMoment, markShare, nudgedMoment } from '../../../domain/quiz/videoMoments/videoTimeline';
import { cx } from '../../ui/cx';

const KIND_STYLE = {
  question: 'border-sky-700 bg-sky-700 text-white',
  chapter: 'border-emerald-800 bg-white text-emerald-900',
  note: 'border-amber-800 bg-amber-50 text-amber-900',
} as const;

export function TimelineMark({
  kind,
  markKey,
  at,
  length,
  strip,
  name,
  children,
  onMove,
  onSeek,
}: {
  kind: keyof typeof KIND_STYLE;
  /** What the timeline finds the mark by to give it the focus back after a move. */
  markKey: string;
  at: number;
  length: number;
  /** The strip the mark is dragged along (its width is the video's length). */
  strip: RefObject<HTMLElement | null>;
  /** The accessible name: what it is and its time. */
  name: string;
  children: string;
  onMove: (at: number) => void;
  onSeek: (at: number) => void;
}) {
  const drag = useRef<{ x: number; pointer: number } | null>(null);
  const dragged = useRef(false);
  // Where the mark is shown while it is dragged; null when it is where the quiz has it.
  const [preview, setPreview] = useState<number | null>(null);
  const shownAt = preview ?? at;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && drag.current) {
      event.preventDefault();
      drag.current = null;
      setPreview(null);
      return;
    }
    const next = nudgedMoment(at, event, length);
    if (next === null) return;
    event.preventDefault();
    if (next !== at) onMove(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, pointer: event.pointerId };
    dragged.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (!dragged.current && Math.abs(dx) < 4) return;
    dragged.current = true;
    setPreview(draggedMoment(at, dx, strip.current?.clientWidth ?? 0, length));
  };
  const onPointerUp = () => {
    const moved = drag.current && dragged.current ? preview : null;
    drag.current = null;
    setPreview(null);
    if (moved !== null && moved !== at) onMove(moved);
  };

  return (
    <button
      type="button"
      data-mark={markKey}
      className={cx(
        'absolute top-0 min-h-6 -translate-x-1/2 touch-none whitespace-nowrap rounded border px-1.5 text-xs font-semibold',
        'focus-visible:outline-4 focus-visible:outline-sky-400',
        preview !== null && 'z-10 shadow-md',
        KIND_STYLE[kind],
      )}
      style={{ left: `${markShare(shownAt, length)}%` }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setPreview(null);
      }}
      onClick={() => {
        // The click that ends a drag is the drop, not a request to play from there.
        if (dragged.current) dragged.current = false;
        else onSeek(at);
      }}
    >
      {/* Named by the whole sentence; the short label is what the eye reads. */}
      <span className="sr-only">{name}</span>
      <span aria-hidden>{children}</span>
    </button>
  );
}
