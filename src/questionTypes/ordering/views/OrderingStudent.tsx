/**
 * Ordering on the student page: the items in a list, each with Move up and Move down buttons (ADR 199). The first
 * order is the one the server shuffled for this attempt; each move is saved and said aloud. The buttons stay
 * focusable at the ends of the list (aria-disabled), so the keyboard's place is never lost. Items that are places on
 * the question's image (ADR 307) have the picture beside the list (above it on a phone), each place outlined and
 * named as its item; the view gives each shown item's place, so the picture says nothing of the right order. The
 * buttons' names and what is said after a move read an item's equations in plain text (ADR 394), never its LaTeX.
 */
import { useState } from 'react';
import { MathText } from '../../../views/ui/MathText';
import { useReadableText } from '../../../views/ui/useReadableText';
import { useTypeText } from '../../../views/take/takeText';
import type { StudentQuestionProps } from '../../shared/views/studentQuestion';
import { PlacesPicture, type NamedPlace } from './PlacesPicture';
import { placeFrom } from './placesView';
import { orderingTakeText } from './orderingTakeText';

const shownOrder = (view: Record<string, unknown> | undefined): string[] =>
  Array.from({ length: Number(view?.items ?? 0) }, (_, i) => view?.[`item.${i}`]).filter(
    (value): value is string => typeof value === 'string',
  );

/** The saved order when it holds exactly the items shown, else the order shown. */
function currentOrder(shown: readonly string[], response: unknown): string[] {
  if (!Array.isArray(response) || response.length !== shown.length) return [...shown];
  const saved = response.filter((value): value is string => typeof value === 'string');
  return saved.length === shown.length && shown.every((item) => saved.includes(item)) ? saved : [...shown];
}

/** The shown items' places, named by their items; none unless every item has one. */
function placesOf(view: Record<string, unknown> | undefined, shown: readonly string[]): NamedPlace[] {
  const places = shown.flatMap((name, index) => {
    const place = placeFrom(view?.[`place.${index}`]);
    return place ? [{ name, place }] : [];
  });
  return places.length === shown.length ? places : [];
}

const BUTTON =
  'min-h-11 min-w-11 rounded-md border border-slate-400 px-2 text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

export function OrderingStudent({ question, response, onRespond }: StudentQuestionProps) {
  const ORDERING_TEXT = useTypeText(orderingTakeText);
  const shown = shownOrder(question.view);
  const order = currentOrder(shown, response);
  const places = question.image ? placesOf(question.view, shown) : [];
  const [announcement, setAnnouncement] = useState('');
  const readableText = useReadableText(shown);
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item!);
    onRespond(next);
    setAnnouncement(ORDERING_TEXT.moved(readableText(item!), to + 1, next.length));
  };
  const hintId = `q${question.id}-ordering-hint`;
  const list = (
    <div className="flex min-w-0 flex-col gap-3 desk:flex-1">
      <p id={hintId} className="text-sm text-slate-600">
        {ORDERING_TEXT.hint}
      </p>
      <ol className="flex flex-col gap-2" aria-describedby={hintId}>
        {order.map((item, index) => (
          <li
            key={item}
            className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 py-1"
          >
            <span aria-hidden="true" className="w-6 shrink-0 text-sm text-slate-500">
              {index + 1}.
            </span>
            <MathText text={item} className="user-text min-w-0 flex-1 break-words text-slate-900" />
            <button
              type="button"
              className={BUTTON}
              aria-label={ORDERING_TEXT.moveUp(readableText(item))}
              aria-disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className={BUTTON}
              aria-label={ORDERING_TEXT.moveDown(readableText(item))}
              aria-disabled={index === order.length - 1}
              onClick={() => move(index, 1)}
            >
              <span aria-hidden="true">↓</span>
            </button>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
  if (places.length === 0 || !question.image) return list;
  return (
    <div className="flex flex-col gap-3 desk:flex-row desk:items-start">
      <div className="desk:w-1/2">
        <PlacesPicture image={question.image} places={places} />
      </div>
      {list}
    </div>
  );
}
