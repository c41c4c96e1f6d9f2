/** Short answer on the teacher's screens: the accepted answers, and whether case counts. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { shortAnswerOf } from '../../../../domain/quiz/questionTypes/shortAnswer/shortAnswer';
import { Icon } from '../../../ui/icons';
import { RIGHT_ROW, type AnswerKeyProps } from '../answerKey';

export function ShortAnswerAnswerKey({ definition }: AnswerKeyProps) {
  const { t } = useTranslation();
  const id = useId();
  const { answers, caseSensitive } = shortAnswerOf(definition);
  return (
    <div className="flex flex-col gap-1">
      <p id={id} className="text-sm text-slate-700">
        {t('shortAnswer.answers')}
        {caseSensitive ? ` (${t('shortAnswer.caseSensitive')})` : ''}
      </p>
      <ul aria-labelledby={id} className="flex flex-col gap-1">
        {answers.map((answer) => (
          <li key={answer.id} className={RIGHT_ROW}>
            <Icon name="check" className="size-4" />
            <span className="flex-1">{answer.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
