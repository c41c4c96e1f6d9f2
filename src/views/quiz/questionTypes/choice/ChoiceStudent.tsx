/** SPEC's choice question on the student page: radio buttons (single answer) or checkboxes (multiple). */
import { ANSWER_ROW, type StudentQuestionProps } from '../studentQuestion';

export function ChoiceStudent({ question, chosen, onChoose }: StudentQuestionProps) {
  return (
    <div className="flex flex-col gap-2">
      {question.options.map((option) => (
        <label key={option.id} className={ANSWER_ROW}>
          <input
            type={question.isMultiple ? 'checkbox' : 'radio'}
            name={`question-${question.id}`}
            value={option.id}
            checked={chosen?.includes(option.id) ?? false}
            className="size-5 shrink-0 accent-sky-700"
            onChange={() => onChoose(option.id)}
          />
          <span className="user-text text-slate-900">{option.text}</span>
        </label>
      ))}
    </div>
  );
}
