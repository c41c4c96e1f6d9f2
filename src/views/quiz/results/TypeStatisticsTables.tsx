/**
 * The statistics a question type adds instead of option picks (ADR 195): the most common wrong answers (short
 * answer, blanks), the answers given to a numeric question, each pair's or blank's facility (matching, blanks) and
 * the regions a hotspot's answers found. A type shows every table it has statistics for.
 */
import { useTranslation } from 'react-i18next';
import type { QuestionStatistics } from '../../../domain/quiz/results/quizStatistics';
import { DataTable } from '../../ui/DataTable';
import { HotspotRegionsTable } from '../questionTypes/hotspot/HotspotRegionsTable';
import { WrongAnswersTable } from './WrongAnswersTable';

type CountRow = NonNullable<QuestionStatistics['answerDistribution']>[number];
type PairRow = NonNullable<QuestionStatistics['pairs']>[number];

/** Whether a question without options has statistics of its type to show. */
export const hasTypeStatistics = (question: QuestionStatistics) =>
  question.options.length === 0 &&
  Boolean(question.wrongAnswers || question.answerDistribution || question.pairs || question.regions);

function AnswerDistributionTable({ question }: { question: QuestionStatistics }) {
  const { t } = useTranslation();
  return (
    <DataTable<CountRow>
      label={t('statistics.answersCaption', { number: question.number })}
      showCaption
      variant="plain"
      className="max-w-2xl"
      rows={question.answerDistribution ?? []}
      rowKey={(row) => row.text}
      columns={[
        { key: 'answer', header: t('shortAnswer.colAnswer'), rowHeader: true, render: ({ text }) => text },
        { key: 'count', header: t('shortAnswer.colCount'), align: 'right', render: ({ count }) => count },
      ]}
    />
  );
}

function PairsTable({ question }: { question: QuestionStatistics }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  return (
    <DataTable<PairRow>
      label={t('statistics.pairsCaption', { number: question.number })}
      showCaption
      variant="plain"
      className="max-w-2xl"
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
  return (
    <div className="flex flex-col gap-4">
      {question.wrongAnswers && <WrongAnswersTable question={question} />}
      {question.answerDistribution && <AnswerDistributionTable question={question} />}
      {question.pairs && <PairsTable question={question} />}
      {question.regions && <HotspotRegionsTable question={question} />}
    </div>
  );
}
