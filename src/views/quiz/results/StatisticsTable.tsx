/**
 * The tables of one question's statistics on Results (options, wrong answers, answers given, pairs, regions): the
 * caption shown, plain (inside the question's own surface), no wider than a reading column.
 */
import { useTranslation } from 'react-i18next';
import type { QuestionStatistics } from '../../../domain/quiz/results/quizStatistics';
import { DataTable, type DataTableProps } from '../../ui/DataTable';

export function StatisticsTable<T>(props: Omit<DataTableProps<T>, 'showCaption' | 'variant' | 'className'>) {
  return <DataTable<T> {...props} showCaption variant="plain" className="max-w-2xl" />;
}

type AnswerCount = NonNullable<QuestionStatistics['wrongAnswers']>[number];

/** Answers in words or numbers and how many gave each (short answer's wrong answers, numeric's answers). */
export function AnswerCountsTable({ label, rows }: { label: string; rows: readonly AnswerCount[] }) {
  const { t } = useTranslation();
  return (
    <StatisticsTable<AnswerCount>
      label={label}
      rows={rows}
      rowKey={(row) => row.text}
      columns={[
        {
          key: 'answer',
          header: t('shortAnswer.colAnswer'),
          rowHeader: true,
          userText: true,
          render: ({ text }) => text,
        },
        { key: 'count', header: t('shortAnswer.colCount'), align: 'right', render: ({ count }) => count },
      ]}
    />
  );
}
