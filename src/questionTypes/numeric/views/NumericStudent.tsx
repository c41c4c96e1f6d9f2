/**
 * Numeric on the student page (ADR 198): one labelled field read in the page's language (a decimal comma where the
 * language writes one), the question's unit beside it, and a polite note while what is typed is not a number yet.
 * What is sent is the canonical form, the digits as typed (`1.50`, `6.02e23`, `1.5 km`, ADR 378); a measured question
 * takes any unit after the number (ADR 379). A saved answer is shown back in the page's notation. A question with a
 * slider is answered on it instead (ADR 297). Under the field, keys for `×10ⁿ` and `−`, which a phone's number
 * keyboard lacks (ADR 391).
 * @publicModule calculated uses it.
 */
import { useRef, useState } from 'react';
import { languageTag } from '../../../domain/shared/languages';
import { canonicalNumber, localNumber, readNumber } from '../domain/numericParse';
import { useTakeText, useTypeText } from '../../../views/take/takeText';
import type { StudentQuestionProps } from '../../shared/views/studentQuestion';
import { NumericSliderStudent, sliderOf } from './NumericSliderStudent';
import { TYPED_BOX, TypedAnswer } from '../../shared/views/TypedAnswer';
import { numericTakeText } from './numericTakeText';
import { NumericKeypad } from './NumericKeypad';

export function NumericStudent({ question, response, onRespond }: StudentQuestionProps) {
  const slider = sliderOf(question.view);
  return slider ? (
    <NumericSliderStudent question={question} response={response} onRespond={onRespond} slider={slider} />
  ) : (
    <TypedNumber question={question} response={response} onRespond={onRespond} />
  );
}

function TypedNumber({
  question,
  response,
  onRespond,
}: Pick<StudentQuestionProps, 'question' | 'response' | 'onRespond'>) {
  const TAKE_TEXT = useTakeText();
  const NUMERIC_TEXT = useTypeText(numericTakeText);
  const language = languageTag(TAKE_TEXT.code);
  const id = `q${question.id}-response`;
  const hintId = `${id}-hint`;
  const unit = typeof question.view?.unit === 'string' ? question.view.unit : null;
  const unitNames =
    typeof question.view?.units === 'string' && question.view.units !== ''
      ? question.view.units.split('\n')
      : [];
  // A measured question (ADR 379) takes any unit after the number; the server reads it.
  const units =
    question.view?.anyUnit === true ? 'any' : unitNames.map((name) => ({ unit: name, multiplier: 1 }));
  const maxLength = typeof question.view?.maxLength === 'number' ? question.view.maxLength : undefined;
  const [typed, setTyped] = useState(() =>
    typeof response === 'string'
      ? readNumber(response, 'en', units)
        ? localNumber(response, language)
        : response
      : '',
  );
  const box = useRef<HTMLInputElement>(null);
  const write = (value: string) => {
    setTyped(value);
    const number = readNumber(value, language, units);
    onRespond(number ? canonicalNumber(number) : value);
  };
  const read = typed.trim() === '' ? undefined : readNumber(typed, language, units);
  const unreadable = typed.trim() !== '' && read === undefined;
  return (
    <TypedAnswer id={id}>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          ref={box}
          // A unit is typed in letters: a phone's number keyboard has none (ADR 391).
          inputMode={units === 'any' || units.length > 0 ? 'text' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          maxLength={maxLength}
          value={typed}
          aria-invalid={unreadable || undefined}
          aria-describedby={hintId}
          onChange={(event) => write(event.target.value)}
          className={`min-h-11 w-full max-w-xs ${TYPED_BOX}`}
        />
        {unit ? <span className="text-base text-slate-700">{unit}</span> : null}
      </div>
      <NumericKeypad
        input={box}
        label={NUMERIC_TEXT.keypad}
        timesTenLabel={NUMERIC_TEXT.timesTen}
        minusLabel={NUMERIC_TEXT.minus}
        onInsert={write}
      />
      <p
        id={hintId}
        aria-live="polite"
        className={unreadable ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
      >
        {unreadable
          ? NUMERIC_TEXT.notANumber(localNumber('2.5', language))
          : unitNames.length > 1
            ? NUMERIC_TEXT.units(unitNames.join(', '))
            : ''}
      </p>
    </TypedAnswer>
  );
}
