/**
 * A question title: plain text as it is; text with markup, entities or an equation (ADR 387) through the sanitising
 * RichTextView, loaded only then (DOMPurify and the equations' converter stay out of the page's first script).
 * @publicModule a text block on the student page shows its text through it.
 */
import { lazy, Suspense } from 'react';
import { mayHoldMath } from '../../domain/shared/mayHoldMath';
import { plainText } from '../../domain/shared/richText';

const RichTextView = lazy(() => import('../ui/RichTextView').then((m) => ({ default: m.RichTextView })));

export function TakeRichText({
  html,
  className: given,
}: {
  readonly html: string;
  readonly className?: string;
}) {
  // What the author wrote reads in its own direction, whatever the page's language (take.css).
  const className = given ? `user-text ${given}` : 'user-text';
  if (!/[<&]/.test(html) && !mayHoldMath(html)) return <div className={className}>{html}</div>;
  return (
    // Until the sanitiser arrives, the words without their markup and entities (as text: React escapes them).
    <Suspense fallback={<div className={className}>{plainText(html)}</div>}>
      <RichTextView html={html} className={className} />
    </Suspense>
  );
}
