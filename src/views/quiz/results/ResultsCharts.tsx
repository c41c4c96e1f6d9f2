/** Beyond SPEC: the score distribution and the share of right answers per question. */
import { useTranslation } from 'react-i18next';
import type { QuizResults } from '../../../api/resultsContract';
import {
  PASSING_PERCENTAGE,
  correctnessPercent,
  scoreDistribution,
  scoreTone,
} from '../../../domain/results';
import { BarChart } from './BarChart';

export function ResultsCharts({ results }: { results: QuizResults }) {
  const { t } = useTranslation();
  if (results.completedBy === 0) return <p className="text-slate-600">{t('delivery.noSubmissions')}</p>;
  const bands = scoreDistribution(results.assignments).map((band) => ({
    label: t('delivery.band', { from: band.from, to: band.to }),
    value: band.count,
    text: String(band.count),
    tone: band.from >= PASSING_PERCENTAGE ? ('pass' as const) : ('fail' as const),
  }));
  const questions = results.questions.map((question) => {
    const percent = correctnessPercent(question);
    return {
      label: t('delivery.questionNumber', { number: question.questionOrder }),
      value: percent,
      text: t('delivery.correctOf', { correct: question.correct, answered: question.answered, percent }),
      tone: scoreTone(percent),
    };
  });
  return (
    <section aria-labelledby="results-charts" className="grid gap-4 lg:grid-cols-2">
      <h2 id="results-charts" className="sr-only">
        {t('delivery.chartsHeading')}
      </h2>
      <BarChart
        title={t('delivery.distributionTitle')}
        description={t('delivery.distributionDescription')}
        labelHeader={t('delivery.colPercentage')}
        valueHeader={t('delivery.bandCount')}
        bars={bands}
      />
      <BarChart
        title={t('delivery.correctnessTitle')}
        description={t('delivery.correctnessDescription')}
        labelHeader={t('delivery.question')}
        valueHeader={t('delivery.correctShare')}
        bars={questions}
        max={100}
      />
    </section>
  );
}
