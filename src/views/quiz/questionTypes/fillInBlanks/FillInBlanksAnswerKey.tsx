/** Fill in the blanks on the teacher's screens: the text, then each blank's right option or accepted answers. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fillInBlanksOf } from '../../../../domain/quiz/questionTypes/fillInBlanks/fillInBlanksDefinition';
import { rightText } from '../../../../domain/quiz/questionTypes/fillInBlanks/fillInBlanksScoring';
import { Icon } from '../../../ui/icons';
import { RIGHT_ROW, type AnswerKeyProps } from '../answerKey';

export function FillInBlanksAnswerKey({ definition }: AnswerKeyProps) {
  const { t } = useTranslation();
  const id = useId();
  const { text, gaps } = fillInBlanksOf(definition);
  return (
    <div className="flex flex-col gap-1">
      <p className="whitespace-pre-wrap break-words text-slate-900">{text}</p>
      <p id={id} className="text-sm text-slate-700">
        {t('fillInBlanks.rightAnswers')}
      </p>
      <ul aria-labelledby={id} className="flex flex-col gap-1">
        {gaps.map((gap, index) => (
          <li key={gap.id} className={RIGHT_ROW}>
            <Icon name="check" className="size-4" />
            <span className="flex-1 break-words">
              {t('fillInBlanks.rightAnswer', { number: index + 1, answer: rightText(gap) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
