/** A question answered in words (short answer): its most common wrong answers and how often each was given. */
import { useTranslation } from 'react-i18next';
import type { QuestionStatistics } from '../../../domain/quiz/results/quizStatistics';
import { DataTable } from '../../ui/DataTable';

type WrongAnswerRow = NonNullable<QuestionStatistics['wrongAnswers']>[number];

export function WrongAnswersTable({ question }: { question: QuestionStatistics }) {
  const { t } = useTranslation();
  return (
    <DataTable<WrongAnswerRow>
      label={t('shortAnswer.wrongAnswers', { number: question.number })}
      showCaption
      variant="plain"
      className="max-w-2xl"
      rows={question.wrongAnswers ?? []}
      rowKey={(row) => row.text}
      columns={[
        { key: 'answer', header: t('shortAnswer.colAnswer'), rowHeader: true, render: ({ text }) => text },
        { key: 'count', header: t('shortAnswer.colCount'), align: 'right', render: ({ count }) => count },
      ]}
    />
  );
}
