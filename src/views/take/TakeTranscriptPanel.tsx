/**
 * The transcript beside a student's video (ADR 342), as its machine has it: a disclosure, closed until the student
 * opens it; then the language menu (several caption languages only), the search, and the lines with their time,
 * the parts found marked, the line spoken marked `aria-current` and kept in view. A line pressed (click, Enter or
 * Space) asks the machine to seek there.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { cueClock } from '../../domain/take/transcript';
import {
  sameLines,
  selectCurrentLine,
  selectHasTranscript,
  selectLanguage,
  selectLanguages,
  selectLines,
  selectNoMatch,
  selectQuery,
  selectTranscriptOpen,
  type TakeTranscriptActorRef,
} from '../../machines/take/takeTranscriptMachine';
import { SearchField } from '../ui/SearchField';
import { SelectField } from '../ui/SelectField';
import { useTakeText } from './takeText';

const LINE =
  'flex w-full gap-3 rounded-md px-2 py-2 text-start text-sm text-slate-900 hover:bg-slate-100 aria-[current=true]:bg-sky-100 aria-[current=true]:font-semibold';

/** A language's name in the page's language (its tag where the browser knows no name). */
function languageName(tag: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag.toUpperCase();
  } catch {
    return tag.toUpperCase();
  }
}

/** The text with the parts the search found marked. */
function Found({
  text,
  found,
}: {
  readonly text: string;
  readonly found: ReadonlyArray<readonly [number, number]>;
}) {
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (const [start, end] of found) {
    parts.push(
      text.slice(from, start),
      <mark key={start} className="rounded-sm bg-amber-200 text-slate-900">
        {text.slice(start, end)}
      </mark>,
    );
    from = end;
  }
  parts.push(text.slice(from));
  return <span>{parts}</span>;
}

/** Keeps the line spoken in view inside the list, without scrolling the page. */
function useKeptInView(list: React.RefObject<HTMLOListElement | null>, current: number) {
  useEffect(() => {
    const box = list.current;
    const line = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!box || !line) return;
    const top = line.offsetTop;
    if (top < box.scrollTop || top + line.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTo?.({ top: Math.max(0, top - box.clientHeight / 3) });
  }, [list, current]);
}

export function TakeTranscriptPanel({ actor }: { readonly actor: TakeTranscriptActorRef }) {
  const TAKE_TEXT = useTakeText();
  const text = TAKE_TEXT.transcript;
  const id = useId();
  const has = useSelector(actor, selectHasTranscript);
  const open = useSelector(actor, selectTranscriptOpen);
  const languages = useSelector(actor, selectLanguages);
  const language = useSelector(actor, selectLanguage);
  const query = useSelector(actor, selectQuery);
  const lines = useSelector(actor, selectLines, sameLines);
  const current = useSelector(actor, selectCurrentLine);
  const noMatch = useSelector(actor, selectNoMatch);
  const list = useRef<HTMLOListElement>(null);
  useKeptInView(list, current);
  if (!has) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-white p-2"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          className="flex min-h-11 w-full items-center gap-2 rounded-md px-2 text-start hover:bg-slate-100"
          onClick={() => actor.send({ type: 'transcript.toggle' })}
        >
          {/* A drawn triangle, not a character: a glyph's contrast cannot be checked, a shape's need not be. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 10 10"
            className={`size-3 fill-current ${open ? 'rotate-90' : 'rtl:rotate-180'}`}
          >
            <path d="M3 1.5 8 5l-5 3.5z" />
          </svg>
          {text.title}
        </button>
      </h3>
      {open && (
        <div id={`${id}-body`} className="flex flex-col gap-2 px-1 pb-1">
          {languages.length > 1 && (
            <SelectField
              label={text.language}
              value={language ?? ''}
              options={languages.map((tag) => ({
                value: tag,
                label: languageName(tag, TAKE_TEXT.formattingTag),
              }))}
              onChange={(event) =>
                actor.send({ type: 'transcript.chooseLanguage', language: event.target.value })
              }
            />
          )}
          <SearchField
            label={text.search}
            value={query}
            onChange={(value) => actor.send({ type: 'transcript.search', query: value })}
          />
          <ol ref={list} aria-labelledby={`${id}-title`} className="relative max-h-72 overflow-y-auto">
            {lines.map((line) => (
              <li key={line.index}>
                <button
                  type="button"
                  lang={language ?? undefined}
                  aria-current={line.index === current ? 'true' : undefined}
                  className={LINE}
                  onClick={() => actor.send({ type: 'transcript.chooseLine', at: line.cue.start })}
                >
                  <span className="shrink-0 tabular-nums text-slate-700">{cueClock(line.cue.start)}</span>{' '}
                  <Found text={line.cue.text} found={line.found} />
                </button>
              </li>
            ))}
          </ol>
          <p role="status" className="text-sm text-slate-800">
            {noMatch ? text.noMatch : null}
          </p>
        </div>
      )}
    </section>
  );
}
