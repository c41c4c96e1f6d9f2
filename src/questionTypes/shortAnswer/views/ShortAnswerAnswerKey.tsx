/** Short answer on the teacher's screens: the accepted answers, and whether case counts. */
import { useTranslation } from 'react-i18next';
import { shortAnswerOf } from '../domain/shortAnswer';
import type { AnswerKeyProps } from '../../shared/views/answerKey';
import { AnswerKeyList, RightAnswerRow } from '../../shared/views/AnswerKeyList';

export function ShortAnswerAnswerKey({ definition }: AnswerKeyProps) {
  const { t } = useTranslation();
  const { answers, caseSensitive } = shortAnswerOf(definition);
  return (
    <div className="flex flex-col gap-1">
      <AnswerKeyList
        title={
          <>
            {t('shortAnswer.answers')}
            {caseSensitive ? ` (${t('shortAnswer.caseSensitive')})` : ''}
          </>
        }
      >
        {answers.map((answer) => (
          <RightAnswerRow key={answer.id}>{answer.text}</RightAnswerRow>
        ))}
      </AnswerKeyList>
    </div>
  );
}
