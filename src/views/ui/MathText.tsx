/**
 * Plain text an author wrote (an option, a feedback, a hint) with its equations (ADR 387): `\( … \)` inline and
 * `\[ … \]` displayed, shown as MathML. Text without one renders at once; with one, the converter is loaded and the
 * text shows as written until it arrives.
 * @publicModule the question types' student and editor components show authors' text through it.
 */
import { lazy, Suspense } from 'react';
import { mayHoldMath } from '../../domain/shared/mayHoldMath';

const MathSegments = lazy(() => import('./MathRendered').then((m) => ({ default: m.MathSegments })));

export function MathText({ text, className }: { readonly text: string; readonly className?: string }) {
  if (!mayHoldMath(text)) return <span className={className}>{text}</span>;
  return (
    <span className={className}>
      <Suspense fallback={text}>
        <MathSegments text={text} />
      </Suspense>
    </span>
  );
}
