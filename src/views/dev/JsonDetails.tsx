/** A collapsed JSON view: the text is written only while the details are open. */
import { useState, type ReactNode } from 'react';
import { displayJson } from './displayJson';

export interface JsonDetailsProps {
  readonly summary: ReactNode;
  readonly value: unknown;
}

export function JsonDetails({ summary, value }: JsonDetailsProps) {
  const [open, setOpen] = useState(false);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded border border-slate-700"
    >
      <summary className="cursor-pointer px-2 py-1 select-none focus-visible:outline-2 focus-visible:outline-sky-400">
        {summary}
      </summary>
      {open && (
        <pre className="max-h-64 overflow-auto border-t border-slate-700 px-2 py-1 text-xs whitespace-pre-wrap">
          {displayJson(value)}
        </pre>
      )}
    </details>
  );
}
