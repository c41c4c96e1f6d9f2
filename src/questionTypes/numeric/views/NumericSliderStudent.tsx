/**
 * Numeric answered on a slider on the student page (ADR 297): the browser's own range input from the lower bound
 * to the upper bound in the question's steps (arrow keys move it by one step, Page Up/Down by a tenth of the range,
 * Home/End to the bounds; a finger drags it), its value shown beside the label in the page's notation and announced
 * as it moves (aria-valuetext), the range and step said under it. The keys are handled here, so every step lands on
 * the question's grid whatever the browser rounds. The thumb starts at the lower bound and the question is not
 * answered until it is moved; what is sent is the number in its canonical form, scored as a typed one. A native
 * input keeps the page's scripts within their budget (ADR 140).
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { localNumber, readNumber } from '../domain/numericParse';
import { sliderPosition } from '../domain/numericSlider';
import { languageTag } from '../../../domain/shared/languages';
import { useTakeText, useTypeText } from '../../../views/take/takeText';
import { cx } from '../../../views/ui/cx';
import type { StudentQuestionProps } from '../../shared/views/studentQuestion';
import { numericTakeText } from './numericTakeText';

interface SliderView {
  readonly lowerBound: number;
  readonly upperBound: number;
  readonly step: number;
}

/** The slider of a student's view of a numeric question, when it has one. */
export function sliderOf(view: StudentQuestionProps['question']['view']): SliderView | undefined {
  const lowerBound = view?.sliderLowerBound;
  const upperBound = view?.sliderUpperBound;
  const step = view?.sliderStep;
  return typeof lowerBound === 'number' && typeof upperBound === 'number' && typeof step === 'number'
    ? { lowerBound, upperBound, step }
    : undefined;
}

export function NumericSliderStudent({
  question,
  response,
  onRespond,
  slider,
}: Pick<StudentQuestionProps, 'question' | 'response' | 'onRespond'> & { readonly slider: SliderView }) {
  const TAKE_TEXT = useTakeText();
  const NUMERIC_TEXT = useTypeText(numericTakeText);
  const language = languageTag(TAKE_TEXT.code);
  const id = useId();
  const unit = typeof question.view?.unit === 'string' ? question.view.unit : null;
  const { lowerBound, upperBound, step } = slider;
  const saved = typeof response === 'string' ? readNumber(response, 'en')?.value : undefined;
  const [value, setValue] = useState<number | undefined>(saved);
  const shown = (n: number) => localNumber(String(n), language);
  const current = value ?? lowerBound;

  const move = (to: number) => {
    const next = sliderPosition(slider, to);
    setValue(next);
    onRespond(String(next));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const page = Math.max(
      step,
      sliderPosition(slider, lowerBound + (upperBound - lowerBound) / 10) - lowerBound,
    );
    const by: Record<string, number> = {
      ArrowUp: step,
      ArrowDown: -step,
      ArrowRight: rtl ? -step : step,
      ArrowLeft: rtl ? step : -step,
      PageUp: page,
      PageDown: -page,
    };
    if (event.key === 'Home') move(lowerBound);
    else if (event.key === 'End') move(upperBound);
    else if (event.key in by) move(current + by[event.key]!);
    else return;
    event.preventDefault();
  };

  return (
    <div className="flex w-full max-w-md flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={`${id}-slider`} className="text-sm font-medium text-slate-700">
          {TAKE_TEXT.yourAnswer}
        </label>
        <output
          htmlFor={`${id}-slider`}
          aria-live="polite"
          className={cx('text-base tabular-nums', value === undefined ? 'text-slate-600' : 'text-slate-900')}
        >
          {value === undefined ? NUMERIC_TEXT.sliderNoAnswer : `${shown(value)}${unit ? ` ${unit}` : ''}`}
        </output>
      </div>
      <input
        id={`${id}-slider`}
        type="range"
        min={lowerBound}
        max={upperBound}
        step={step}
        value={current}
        aria-valuetext={shown(current)}
        aria-describedby={`${id}-hint`}
        onKeyDown={onKeyDown}
        onChange={(event) => move(Number(event.currentTarget.value))}
        className={cx(
          'h-11 w-full cursor-pointer touch-none',
          value === undefined ? 'accent-slate-500' : 'accent-sky-700',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600',
        )}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {NUMERIC_TEXT.sliderRange(
          localNumber(String(lowerBound), language),
          localNumber(String(upperBound), language),
          localNumber(String(step), language),
        )}
      </p>
    </div>
  );
}
