/**
 * Numeric answered on a slider on the student page (ADR 297): a react-aria slider from the lower bound to the upper
 * bound in the question's steps (arrow keys move it by one step, Page Up/Down by more, Home/End to the bounds; a
 * finger drags it), its value shown beside the label in the page's notation and announced as it moves, the range
 * and step said under it. The thumb starts at the lower bound and the question is not answered until it is moved;
 * what is sent is the number in its canonical form, scored as a typed one.
 */
import { useState } from 'react';
import { I18nProvider, Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { localNumber, readNumber } from '../../../../domain/quiz/questionTypes/numeric/numericParse';
import { languageTag } from '../../../../domain/shared/languages';
import { useTakeText } from '../../../take/takeText';
import { cx } from '../../../ui/cx';
import type { StudentQuestionProps } from '../studentQuestion';

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

/** The digits a step is written with, so that 0.1 + 0.2 is shown and sent as 0.3. */
const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

export function NumericSliderStudent({
  question,
  response,
  onRespond,
  slider,
}: Pick<StudentQuestionProps, 'question' | 'response' | 'onRespond'> & { readonly slider: SliderView }) {
  const TAKE_TEXT = useTakeText();
  const language = languageTag(TAKE_TEXT.code);
  const hintId = `q${question.id}-slider-hint`;
  const unit = typeof question.view?.unit === 'string' ? question.view.unit : null;
  const { lowerBound, upperBound, step } = slider;
  const saved = typeof response === 'string' ? readNumber(response, 'en')?.value : undefined;
  const [value, setValue] = useState<number | undefined>(saved);
  const decimals = Math.min(20, decimalsOf(step));
  const num = (n: number) => localNumber(String(n), language);
  return (
    <I18nProvider locale={language}>
      <Slider
        value={value ?? lowerBound}
        minValue={lowerBound}
        maxValue={upperBound}
        step={step}
        formatOptions={{ maximumFractionDigits: decimals, useGrouping: false }}
        aria-describedby={hintId}
        onChange={(next) => {
          const number = Number((next as number).toFixed(decimals));
          setValue(number);
          onRespond(String(number));
        }}
        className="flex w-full max-w-md flex-col gap-1"
      >
        <div className="flex items-baseline justify-between gap-2">
          <Label className="text-sm font-medium text-slate-700">{TAKE_TEXT.yourAnswer}</Label>
          <SliderOutput
            className={cx(
              'text-base tabular-nums',
              value === undefined ? 'text-slate-600' : 'text-slate-900',
            )}
          >
            {({ state }) =>
              value === undefined
                ? TAKE_TEXT.numeric.sliderNoAnswer
                : `${state.getThumbValueLabel(0)}${unit ? ` ${unit}` : ''}`
            }
          </SliderOutput>
        </div>
        <SliderTrack className="relative h-11 w-full touch-none">
          {({ state }) => (
            <>
              <div className="absolute top-1/2 h-1.5 w-full -translate-y-1/2 rounded-full bg-slate-300" />
              {value !== undefined && (
                <div
                  className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-sky-700 ltr:left-0 rtl:right-0"
                  style={{ width: `${state.getThumbPercent(0) * 100}%` }}
                />
              )}
              <SliderThumb
                className={cx(
                  'top-1/2 size-7 rounded-full border-2 bg-white shadow',
                  value === undefined ? 'border-slate-500' : 'border-sky-700',
                  'data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-sky-600',
                )}
              />
            </>
          )}
        </SliderTrack>
        <p id={hintId} className="text-sm text-slate-600">
          {TAKE_TEXT.numeric.sliderRange(num(lowerBound), num(upperBound), num(step))}
        </p>
      </Slider>
    </I18nProvider>
  );
}
