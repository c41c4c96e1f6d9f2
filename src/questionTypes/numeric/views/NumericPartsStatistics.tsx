/**
 * A measured numeric question's statistics (ADR 391): each part asked (the value, the unit, the significant figures)
 * with how many of the answers given earned it and what share that is.
 * @publicModule src/views/quiz uses it.
 */
import { useTranslation } from 'react-i18next';
import type { QuestionStatistics } from '../../../domain/quiz/results/quizStatistics';
import { StatisticsTable } from '../../../views/quiz/results/StatisticsTable';

type PartRow = NonNullable<QuestionStatistics['measuredParts']>[number];

const PART_LABEL = {
  value: 'numeric.partValue',
  unit: 'numeric.measureUnit',
  sigFigs: 'numeric.measureSigFigs',
} as const;

export function NumericPartsStatistics({ question }: { question: QuestionStatistics }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <StatisticsTable<PartRow>
      label={t('numeric.partsCaption', { number: question.number })}
      rows={question.measuredParts ?? []}
      rowKey={(row) => row.part}
      columns={[
        {
          key: 'part',
          header: t('numeric.colPart'),
          rowHeader: true,
          render: ({ part }) => t(PART_LABEL[part]),
        },
        { key: 'right', header: t('statistics.colRight'), align: 'right', render: ({ right }) => right },
        {
          key: 'share',
          header: t('statistics.colShare'),
          align: 'right',
          render: ({ right, attempts }) =>
            attempts === 0 ? t('statistics.noFigure') : percent.format(right / attempts),
        },
      ]}
    />
  );
}
