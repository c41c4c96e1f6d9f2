/**
 * The statistics a question type adds instead of option picks (ADR 195): the most common wrong answers (short
 * answer, blanks), the answers given to a numeric question, each pair's or blank's facility (matching, blanks) and
 * the regions a hotspot's answers found. A type shows every table it has statistics for.
 */
import { useTranslation } from 'react-i18next';
import type { QuestionStatistics } from '../../../domain/quiz/results/quizStatistics';
import { HotspotRegionsTable } from '../../../questionTypes/hotspot/views/HotspotRegionsTable';
import { NumericPartsStatistics } from '../../../questionTypes/numeric/views/NumericPartsStatistics';
import { AnswerCountsTable, StatisticsTable } from './StatisticsTable';

type PairRow = NonNullable<QuestionStatistics['pairs']>[number];

/** Whether a question without options has statistics of its type to show. */
export const hasTypeStatistics = (question: QuestionStatistics) =>
  question.options.length === 0 &&
  Boolean(question.wrongAnswers || question.answerDistribution || question.pairs || question.regions);

function PairsTable({ question }: { question: QuestionStatistics }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <StatisticsTable<PairRow>
      label={t('statistics.pairsCaption', { number: question.number })}
      rows={question.pairs ?? []}
      rowKey={(row) => `${row.prompt}→${row.answer}`}
      columns={[
        {
          key: 'pair',
          header: t('statistics.colPair'),
          rowHeader: true,
          render: ({ prompt, answer }) => t('matching.pair', { prompt, answer }),
        },
        { key: 'right', header: t('statistics.colRight'), align: 'right', render: ({ correct }) => correct },
        {
          key: 'facility',
          header: t('statistics.colFacility'),
          align: 'right',
          render: ({ facility }) => (facility === null ? t('statistics.noFigure') : percent.format(facility)),
        },
      ]}
    />
  );
}

export function TypeStatisticsTables({ question }: { question: QuestionStatistics }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {question.wrongAnswers && (
        <AnswerCountsTable
          label={t('shortAnswer.wrongAnswers', { number: question.number })}
          rows={question.wrongAnswers}
        />
      )}
      {question.answerDistribution && (
        <AnswerCountsTable
          label={t('statistics.answersCaption', { number: question.number })}
          rows={question.answerDistribution}
        />
      )}
      {question.pairs && <PairsTable question={question} />}
      {question.regions && <HotspotRegionsTable question={question} />}
      {question.measuredParts && <NumericPartsStatistics question={question} />}
    </div>
  );
}
