/**
 * A question's feedback on a right, a partly right and a wrong answer (ADR 404), under its general feedback: a text
 * for each outcome, written as the general feedback is, each its own undo step (`question.setOutcomeFeedback`).
 */
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import { OUTCOMES, type Outcome } from '../../../domain/quiz/outcomeFeedback/outcomeFeedback';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { MathPreview } from '../../ui/MathPreview';
import { TextAreaField } from '../../ui/TextAreaField';

const LABELS = {
  right: 'questionTypes.feedbackOnRight',
  partlyRight: 'questionTypes.feedbackOnPartlyRight',
  wrong: 'questionTypes.feedbackOnWrong',
} as const satisfies Record<Outcome, string>;

export function OutcomeFeedbackFields({ editor, item }: { editor: QuizEditorActorRef; item: EditorItem }) {
  const { t } = useTranslation();
  const itemId = item.originId;
  return (
    <fieldset className="flex flex-col gap-3 border-t border-slate-200 pt-3">
      <legend className="float-left mb-1 w-full text-sm font-semibold text-slate-900">
        {t('questionTypes.feedbackByOutcome')}
      </legend>
      {OUTCOMES.map((outcome) => {
        const value = item.outcomeFeedback?.[outcome] ?? '';
        return (
          <div key={outcome} className="flex flex-col gap-3">
            <TextAreaField
              name={`feedback-${outcome}-${itemId}`}
              label={t(LABELS[outcome])}
              value={value}
              onChange={(event) =>
                editor.send({
                  type: 'question.setOutcomeFeedback',
                  itemId,
                  outcome,
                  feedback: event.target.value,
                })
              }
            />
            <MathPreview value={value} />
          </div>
        );
      })}
    </fieldset>
  );
}
