/**
 * Text and rich text with their equations as MathML (ADR 387), loaded by MathText and RichTextView only when a text
 * holds one: temml comes with this chunk.
 */
import { useMemo } from 'react';
import { splitMath } from '../../domain/shared/mathText';
import { cx } from './cx';
import { MATH_ERROR_CLASS, mathMarkup, withMath } from './mathMarkup';
import { useMathErrorLabel } from './mathLabel';

/** An equation's plain reading (ADR 394) comes with this chunk, for the names useReadableText gives. */
export { readableText } from '../../domain/math/mathReading';

/** Plain text (an option, a feedback) with its equations shown: the rest stays text, escaped by React. */
export function MathSegments({ text }: { readonly text: string }) {
  const label = useMathErrorLabel();
  const segments = useMemo(
    () =>
      splitMath(text).map((segment) =>
        segment.kind === 'text' ? segment : { ...segment, ...mathMarkup(segment.latex, segment.display) },
      ),
    [text],
  );
  return segments.map((segment, index) => {
    if (segment.kind === 'text') return segment.text;
    if ('error' in segment)
      return (
        <span key={index} className={MATH_ERROR_CLASS} title={segment.error}>
          <strong>{`${label}:`}</strong> <code>{segment.source}</code>
        </span>
      );
    return <span key={index} className="math" dangerouslySetInnerHTML={{ __html: segment.markup }} />;
  });
}

/** Sanitised rich text with its equations shown. */
export function RichMath({ clean, className }: { readonly clean: string; readonly className?: string }) {
  const label = useMathErrorLabel();
  const html = useMemo(() => withMath(clean, label), [clean, label]);
  return <div className={cx('user-text text-sm', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
