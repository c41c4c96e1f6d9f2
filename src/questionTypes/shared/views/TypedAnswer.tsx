/** A typed answer on the student page (short answer, numeric, essay): the box labelled "Your answer", and what follows it. */
import type { ReactNode } from 'react';
import { useTakeText } from '../../../views/take/takeText';

/** The look of the box the student types in. */
export const TYPED_BOX =
  'rounded-md border border-slate-400 px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500';

export function TypedAnswer({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  const TAKE_TEXT = useTakeText();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {TAKE_TEXT.yourAnswer}
      </label>
      {children}
    </div>
  );
}
