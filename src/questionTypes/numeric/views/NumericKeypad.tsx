/**
 * The symbols a phone's number keyboard lacks (ADR 391), in a row under the numeric answer: `×10ⁿ` writes `×10^`
 * at the caret, ready for the exponent, and `−` a minus sign. A tap never takes the focus from the answer, so the
 * keyboard stays open; from the keyboard each key is a named button in the tab order, and the caret goes back to
 * the answer after what it wrote.
 */
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';

export const TIMES_TEN = '×10^';
export const MINUS = '-';

/** The text with `insert` in place of the selection from `start` to `end`, and where the caret goes after it. */
export function insertAt(text: string, insert: string, start: number, end: number) {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}

export function NumericKeypad({
  input,
  label,
  timesTenLabel,
  minusLabel,
  onInsert,
}: {
  input: RefObject<HTMLInputElement | null>;
  label: string;
  timesTenLabel: string;
  minusLabel: string;
  onInsert: (text: string) => void;
}) {
  const key = (text: string, name: string, shown: string) => (
    <button
      type="button"
      // A tap keeps the focus (and the phone's keyboard) on the answer.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        const box = input.current;
        if (!box) return;
        const start = box.selectionStart ?? box.value.length;
        const end = box.selectionEnd ?? start;
        const next = insertAt(box.value, text, start, end);
        // The value written first, so that the caret can go after what the key wrote.
        flushSync(() => onInsert(next.text));
        box.focus();
        box.setSelectionRange(next.caret, next.caret);
      }}
      className="min-h-11 min-w-11 rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      {/* Its name in words, not on an aria-label: the sign shown is not a word a label could hold. */}
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{name}</span>
    </button>
  );
  return (
    <div role="group" aria-label={label} dir="ltr" className="flex gap-2">
      {key(TIMES_TEN, timesTenLabel, '×10ⁿ')}
      {key(MINUS, minusLabel, '−')}
    </div>
  );
}
