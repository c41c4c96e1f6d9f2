/** Short answer on the student page: one labelled text field; what is typed is saved as the student goes. */
import type { StudentQuestionProps } from '../../shared/views/studentQuestion';
import { TYPED_BOX, TypedAnswer } from '../../shared/views/TypedAnswer';

export function ShortAnswerStudent({ question, response, onRespond }: StudentQuestionProps) {
  const id = `q${question.id}-response`;
  const maxLength = typeof question.view?.maxLength === 'number' ? question.view.maxLength : undefined;
  return (
    <TypedAnswer id={id}>
      <input
        id={id}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={maxLength}
        value={typeof response === 'string' ? response : ''}
        onChange={(event) => onRespond(event.target.value)}
        className={`min-h-11 w-full ${TYPED_BOX}`}
      />
    </TypedAnswer>
  );
}
