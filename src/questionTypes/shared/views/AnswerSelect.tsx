/**
 * The select a student picks an answer with (a blank's dropdown, a matching prompt's answer; ADR 394): a native
 * select, small and opened by a phone's own picker, unless one of its options may hold an equation (has an opening
 * delimiter), which an `<option>` cannot draw. Then it is MathSelect's list box, loaded as a chunk of its own; until
 * that arrives the native select stands in its place and works the same, its options as written (as MathText shows
 * a text until it can draw it).
 */
import { lazy, Suspense } from 'react';
import { mayHoldMath } from '../../../domain/shared/mayHoldMath';
import type { MathSelectProps } from '../../../views/ui/MathSelect';

const MathSelect = lazy(() => import('../../../views/ui/MathSelect'));

function NativeSelect({ value, options, placeholder, onChange, className, ...names }: MathSelectProps) {
  return (
    <select {...names} value={value} onChange={(event) => onChange(event.target.value)} className={className}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}

export function AnswerSelect(props: MathSelectProps) {
  if (!props.options.some(mayHoldMath)) return <NativeSelect {...props} />;
  return (
    <Suspense fallback={<NativeSelect {...props} />}>
      <MathSelect {...props} />
    </Suspense>
  );
}
