/**
 * Hotspot on the student page (ADR 203): the question's image, on which a click or a tap places a mark. By
 * keyboard the image is one focusable area (role="application", so a screen reader hands it the arrow keys): the
 * arrows show and move a crosshair from the last mark or the middle (Shift for bigger steps), Enter or Space places
 * the mark there, and each move and mark is said aloud as a place on the image. Marks are shares of the image, so
 * it scales to any screen. No zod here (ADR 140).
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { percentOf, type Mark } from '../domain/hotspotGeometry';
import { useTakeText, useTypeText } from '../../../views/take/takeText';
import type { StudentQuestionProps } from '../../shared/views/studentQuestion';
import { marksOf, movedBy, placed, shareAt } from './hotspotMarks';
import { MarkList } from './HotspotMarkList';
import { hotspotTakeText } from './hotspotTakeText';

const DOT =
  'pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-sky-700 shadow';

export function HotspotStudent({ question, response, onRespond }: StudentQuestionProps) {
  const TEXT = useTakeText();
  const HOTSPOT_TEXT = useTypeText(hotspotTakeText);
  const area = useRef<HTMLDivElement>(null);
  const marks = marksOf(response);
  const max = typeof question.view?.marks === 'number' ? question.view.marks : 1;
  const [crosshair, setCrosshair] = useState<Mark | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const hintId = `q${question.id}-hotspot-hint`;
  const percent = new Intl.NumberFormat(TEXT.formattingTag, { maximumFractionDigits: 1 });
  const place = (mark: Mark) => ({
    across: percent.format(percentOf(mark.x)),
    down: percent.format(percentOf(mark.y)),
  });
  // The page disables the question's fieldset once answers are closed; the area is not a form control.
  const closed = () => area.current?.closest('fieldset')?.disabled === true;

  const put = (mark: Mark) => {
    if (closed()) return;
    const next = placed(marks, mark, max);
    if (!next) return setAnnouncement(HOTSPOT_TEXT.full);
    onRespond(next);
    setAnnouncement(HOTSPOT_TEXT.mark({ number: next.length, ...place(mark) }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = crosshair ?? marks.at(-1) ?? { x: 0.5, y: 0.5 };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      return put(at);
    }
    const next = movedBy(event.key, event.shiftKey, at);
    if (!next) return;
    event.preventDefault();
    setCrosshair(next);
    setAnnouncement(HOTSPOT_TEXT.crosshair(place(next)));
  };

  if (!question.image) return <p className="text-sm text-red-700">{HOTSPOT_TEXT.noImage}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-sm text-slate-600">
        {max > 1 ? HOTSPOT_TEXT.hintMany(max) : HOTSPOT_TEXT.hintOne}
      </p>
      {/* An application region takes its own keys (arrows, Enter, Space): a widget the lint rules do not know. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={area}
        role="application"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={HOTSPOT_TEXT.area}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onBlur={() => setCrosshair(null)}
        onClick={(event) => {
          // A pointer places the mark itself: the keyboard's crosshair shows again with the next arrow key.
          setCrosshair(null);
          put(shareAt(event.currentTarget, event.clientX, event.clientY));
        }}
        className="relative w-full max-w-2xl cursor-crosshair touch-manipulation self-start rounded-md focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
      >
        <img src={question.image} alt="" draggable={false} className="block h-auto w-full rounded-md" />
        {marks.map((mark, index) => (
          <span
            key={index}
            aria-hidden="true"
            data-testid="mark"
            className={DOT}
            style={{ left: `${mark.x * 100}%`, top: `${mark.y * 100}%` }}
          />
        ))}
        {crosshair && (
          <span
            aria-hidden="true"
            data-testid="crosshair"
            className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-amber-500 ring-2 ring-black/40"
            style={{ left: `${crosshair.x * 100}%`, top: `${crosshair.y * 100}%` }}
          />
        )}
      </div>
      <MarkList
        marks={marks}
        describe={(mark, number) => HOTSPOT_TEXT.mark({ number, ...place(mark) })}
        onRemove={(index) => {
          onRespond(marks.filter((_, i) => i !== index));
          setAnnouncement(HOTSPOT_TEXT.removed);
        }}
        onClear={() => {
          onRespond([]);
          setAnnouncement(HOTSPOT_TEXT.removed);
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
