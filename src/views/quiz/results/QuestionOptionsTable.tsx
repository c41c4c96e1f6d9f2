/**
 * One question's options in the statistics: how often each was picked (and how often none was), the right one
 * marked in words; a question of another type shows what its type counts instead (TypeStatisticsTables).
 */
import { useTranslation } from 'react-i18next';
import type { QuestionStatistics } from '../../../domain/quiz/results/quizStatistics';
import { Icon } from '../../ui/icons';
import { formatShare } from './format';
import { StatisticsTable } from './StatisticsTable';
import { hasTypeStatistics, TypeStatisticsTables } from './TypeStatisticsTables';

interface OptionRow {
  readonly key: string;
  readonly option: QuestionStatistics['options'][number] | null;
  readonly picks: number;
  readonly share: number;
}

const optionRows = (question: QuestionStatistics): OptionRow[] => [
  ...question.options.map((option) => ({
    key: String(option.id),
    option,
    picks: option.picks,
    share: option.share,
  })),
  {
    key: 'none',
    option: null,
    picks: question.unanswered,
    share: question.attempts === 0 ? 0 : question.unanswered / question.attempts,
  },
];

export function QuestionOptionsTable({ question }: { question: QuestionStatistics }) {
  const { t } = useTranslation();
  // A question of another type has no options: what its type counts shows instead.
  if (hasTypeStatistics(question)) return <TypeStatisticsTables question={question} />;
  return (
    <StatisticsTable<OptionRow>
      label={t('statistics.optionsCaption', { number: question.number })}
      rows={optionRows(question)}
      rowKey={(row) => row.key}
      columns={[
        {
          key: 'option',
          header: t('statistics.colOption'),
          rowHeader: true,
          render: ({ option }) => (
            <>
              {option ? option.text : <span className="italic">{t('statistics.noAnswer')}</span>}
              {option?.isRight && (
                <span className="ms-2 rounded bg-green-100 px-1.5 text-xs font-semibold text-green-900">
                  <Icon name="check" className="me-1 inline size-3.5 align-[-2px]" />
                  {t('statistics.rightOption')}
                </span>
              )}
              {option?.removed && (
                <span className="ms-2 text-xs text-slate-600 italic">({t('statistics.removedOption')})</span>
              )}
            </>
          ),
        },
        { key: 'picks', header: t('statistics.colPicks'), align: 'right', render: ({ picks }) => picks },
        {
          key: 'share',
          header: t('statistics.colShare'),
          render: ({ option, share }) => (
            <div className="flex items-center gap-2">
              <div className="h-3 w-40 rounded bg-slate-200" aria-hidden="true">
                <div
                  className={option?.isRight ? 'h-3 rounded bg-green-700' : 'h-3 rounded bg-sky-700'}
                  style={{ width: `${formatShare(share)}%` }}
                />
              </div>
              {t('statistics.percent', { value: formatShare(share) })}
            </div>
          ),
        },
      ]}
    />
  );
}
