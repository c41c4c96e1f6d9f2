/** Short answer on the student page: one labelled text field; what is typed is saved as the student goes. */
import { useTakeText } from '../../../take/takeText';
import type { StudentQuestionProps } from '../studentQuestion';

export function ShortAnswerStudent({ question, response, onRespond }: StudentQuestionProps) {
  const TAKE_TEXT = useTakeText();
  const id = `q${question.id}-response`;
  const maxLength = typeof question.view?.maxLength === 'number' ? question.view.maxLength : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {TAKE_TEXT.yourAnswer}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={maxLength}
        value={typeof response === 'string' ? response : ''}
        onChange={(event) => onRespond(event.target.value)}
        className="min-h-11 w-full rounded-md border border-slate-400 px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-500"
      />
    </div>
  );
}
