/**
 * SPEC's choice question on the student page: radio buttons (single answer) or checkboxes (multiple). An option's
 * picture (ADR 311) is shown in its row, its alternative text read as part of the option's name; its equations show
 * as MathML (ADR 387).
 */
import { ANSWER_ROW, type StudentQuestionProps } from '../../shared/views/studentQuestion';
import { OptionPictureImage } from '../../shared/views/OptionPictureImage';
import { MathText } from '../../../views/ui/MathText';

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
          <span className="flex min-w-0 flex-col gap-1">
            {option.picture && <OptionPictureImage picture={option.picture} />}
            {option.text.trim() !== '' && (
              <MathText text={option.text} className="user-text text-slate-900" />
            )}
          </span>
        </label>
      ))}
    </div>
  );
}
