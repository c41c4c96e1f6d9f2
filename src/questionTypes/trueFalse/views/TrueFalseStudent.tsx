/** True / false on the student page: two radio buttons in the student's language. */
import { useTakeText } from '../../../views/take/takeText';
import { ANSWER_ROW, type StudentQuestionProps } from '../../shared/views/studentQuestion';

export function TrueFalseStudent({ question, response, onRespond }: StudentQuestionProps) {
  const TAKE_TEXT = useTakeText();
  return (
    <div className="flex flex-col gap-2">
      {[true, false].map((value) => (
        <label key={String(value)} className={ANSWER_ROW}>
          <input
            type="radio"
            name={`question-${question.id}`}
            value={String(value)}
            checked={response === value}
            className="size-5 shrink-0 accent-sky-700"
            onChange={() => onRespond(value)}
          />
          <span className="text-slate-900">{value ? TAKE_TEXT.trueWord : TAKE_TEXT.falseWord}</span>
        </label>
      ))}
    </div>
  );
}
