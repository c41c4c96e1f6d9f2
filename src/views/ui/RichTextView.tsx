/**
 * Shows stored rich text (question titles) read-only: sanitised before it reaches the DOM, without the browser
 * parsing an event-handler attribute on the way (sanitizeRichText.ts, ADR 189). Equations in it show as MathML, the
 * converter loaded only then (ADR 387); until it arrives the text shows as written.
 */
import { lazy, Suspense } from 'react';
import { mayHoldMath } from '../../domain/shared/mayHoldMath';
import { cx } from './cx';
import { sanitizeRichText } from './sanitizeRichText';

const RichMath = lazy(() => import('./MathRendered').then((m) => ({ default: m.RichMath })));

export function RichTextView({ html, className }: { html: string; className?: string }) {
  const clean = sanitizeRichText(html);
  const asWritten = (
    <div className={cx('user-text text-sm', className)} dangerouslySetInnerHTML={{ __html: clean }} />
  );
  if (!mayHoldMath(html)) return asWritten;
  return (
    <Suspense fallback={asWritten}>
      <RichMath clean={clean} className={className} />
    </Suspense>
  );
}
