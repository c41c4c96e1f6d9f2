/**
 * In place of a screen whose address names no record: an optional heading, the sentence saying what could not be
 * opened, and the link back to the area's list, laid out as RecordScreen's and FormScreen's not-found blocks.
 */
import { Link } from 'wouter';
import { cx } from './cx';

interface AddressNotFoundProps {
  /** A heading over the sentence, for a screen that has no heading of its own. */
  readonly title?: string;
  /** The heading's look: SPEC's 'Error' of the quiz area is red. */
  readonly titleTone?: 'plain' | 'error';
  readonly text: string;
  readonly back: { readonly href: string; readonly text: string };
}

export function AddressNotFound({ title, titleTone = 'plain', text, back }: AddressNotFoundProps) {
  return (
    <section className="flex flex-col gap-3">
      {title && (
        <h1 className={cx('text-2xl font-bold', titleTone === 'error' ? 'text-red-700' : 'text-slate-900')}>
          {title}
        </h1>
      )}
      <p role="alert" className="rounded-md border border-slate-200 bg-white px-4 py-3 text-slate-800">
        {text}
      </p>
      <Link href={back.href} className="self-start text-sky-800 underline">
        {back.text}
      </Link>
    </section>
  );
}
