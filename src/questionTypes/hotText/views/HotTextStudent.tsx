/**
 * Hot text on the student page (ADR 295): the passage with each word to pick a toggle button (aria-pressed, so a
 * screen reader says "word, toggle button, not pressed"), pressed by click, tap, Enter or Space, never dragged.
 * Each press saves the picks (the span ids) through the page's answers. When the most picks are made, pressing
 * another word says so instead of picking it.
 */
import { useState } from 'react';
import { MathText } from '../../../views/ui/MathText';
import { parsePassage } from '../domain/hotTextPassage';
import { useTypeText } from '../../../views/take/takeText';
import type { StudentQuestionProps } from '../../shared/views/studentQuestion';
import { hotTextTakeText } from './hotTextTakeText';

const SPAN_BUTTON =
  'mx-0.5 my-1 inline-block min-h-11 rounded-md border border-slate-400 px-1.5 text-slate-900 underline decoration-dotted hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500 aria-pressed:border-sky-700 aria-pressed:bg-sky-100 aria-pressed:font-semibold aria-pressed:no-underline';

export function HotTextStudent({ question, response, onRespond }: StudentQuestionProps) {
  const HOT_TEXT = useTypeText(hotTextTakeText);
  const view = question.view ?? {};
  const passage = typeof view.passage === 'string' ? view.passage : '';
  const max = Number(view.maxChoices ?? 0);
  const ids = Array.from({ length: Number(view.spans ?? 0) }, (_, i) => view[`span.${i}`]).map((id) =>
    typeof id === 'string' ? id : '',
  );
  const picked = new Set(
    Array.isArray(response) ? response.filter((id): id is string => typeof id === 'string') : [],
  );
  const [announcement, setAnnouncement] = useState('');
  const toggle = (id: string) => {
    if (picked.has(id)) {
      setAnnouncement('');
      return onRespond(ids.filter((other) => other !== id && picked.has(other)));
    }
    if (max > 0 && picked.size >= max) return setAnnouncement(HOT_TEXT.full);
    setAnnouncement('');
    onRespond(ids.filter((other) => other === id || picked.has(other)));
  };
  const hintId = `q${question.id}-hottext-hint`;
  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-sm text-slate-600">
        {max > 0 ? HOT_TEXT.hintMax(max) : HOT_TEXT.hint}
      </p>
      <div
        role="group"
        aria-label={HOT_TEXT.passage}
        aria-describedby={hintId}
        className="user-text break-words whitespace-pre-wrap leading-loose text-slate-900"
      >
        {parsePassage(passage).parts.map((part, index) => {
          if (part.kind === 'text') return <MathText key={index} text={part.text} />;
          const id = ids[part.index] ?? '';
          return (
            <button
              key={index}
              type="button"
              className={SPAN_BUTTON}
              aria-pressed={picked.has(id)}
              onClick={() => toggle(id)}
            >
              {part.text}
            </button>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
