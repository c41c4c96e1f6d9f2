/**
 * Per question: facility, discrimination, median time and review flags (in words, never colour alone); each
 * question opens to how often each of its options was picked, the right one marked.
 */
import { useTranslation } from 'react-i18next';
import type { QuestionStatistics } from '../../../domain/quiz/results/quizStatistics';
import { DataTable } from '../../ui/DataTable';
import { formatDiscrimination, formatMilliseconds, formatShare } from './format';
import { Icon } from '../../ui/icons';

export interface QuestionStatisticsTableProps {
  readonly questions: readonly QuestionStatistics[];
  readonly minAttempts: number;
  readonly expanded: readonly number[];
  readonly onToggle: (itemId: number) => void;
}

export function QuestionStatisticsTable({
  questions,
  minAttempts,
  expanded,
  onToggle,
}: QuestionStatisticsTableProps) {
  const { t } = useTranslation();
  const none = t('statistics.noFigure');
  const optionsId = (question: QuestionStatistics) => `question-options-${question.itemId}`;
  const isOpen = (question: QuestionStatistics) => expanded.includes(question.itemId);
  return (
    <DataTable<QuestionStatistics>
      label={t('statistics.questionsCaption')}
      rows={questions}
      rowKey={(question) => question.itemId}
      rowDetail={(question) =>
        isOpen(question) ? { id: optionsId(question), content: <OptionsTable question={question} /> } : null
      }
      columns={[
        {
          key: 'number',
          header: t('statistics.colNumber'),
          render: (question) => (
            <button
              type="button"
              aria-expanded={isOpen(question)}
              aria-controls={isOpen(question) ? optionsId(question) : undefined}
              aria-label={t('statistics.showOptions', { number: question.number })}
              onClick={() => onToggle(question.itemId)}
              className="inline-flex items-center gap-1 rounded px-1 text-sky-800 underline"
            >
              <Icon name={isOpen(question) ? 'chevronDown' : 'chevronRight'} className="size-4" />
              {question.number}
            </button>
          ),
        },
        {
          key: 'question',
          header: t('statistics.colQuestion'),
          rowHeader: true,
          render: (question) => (
            <>
              <span className="text-slate-900">{question.title}</span>
              {question.edited && (
                <span className="block text-xs text-slate-600 italic">{t('statistics.edited')}</span>
              )}
              {question.removed && (
                <span className="block text-xs text-slate-600 italic">{t('statistics.removed')}</span>
              )}
            </>
          ),
        },
        {
          key: 'facility',
          header: t('statistics.colFacility'),
          align: 'right',
          render: (question) =>
            question.facility === null
              ? none
              : t('statistics.percent', { value: formatShare(question.facility) }),
        },
        {
          key: 'discrimination',
          header: t('statistics.colDiscrimination'),
          align: 'right',
          render: (question) =>
            question.discrimination !== null
              ? formatDiscrimination(question.discrimination)
              : question.attempts === 0
                ? none
                : t('statistics.needsAttempts', { min: minAttempts }),
        },
        {
          key: 'medianTime',
          header: t('statistics.colMedianTime'),
          align: 'right',
          render: (question) =>
            question.medianTimeMs === null ? none : formatMilliseconds(t, question.medianTimeMs),
        },
        {
          key: 'flags',
          header: t('statistics.colFlags'),
          render: (question) =>
            question.flags.length === 0 ? (
              <span className="text-slate-600">{t('statistics.noFlags')}</span>
            ) : (
              <ul className="flex flex-wrap gap-1">
                {question.flags.map((flag) => (
                  <li
                    key={flag}
                    className="rounded border border-amber-700 bg-amber-50 px-1.5 text-xs font-medium text-amber-900"
                  >
                    <Icon name="flag" className="me-1 inline size-3.5 align-[-2px]" />
                    {t(`statistics.flag_${flag}`)}
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}

interface OptionRow {
  readonly key: string;
  readonly option: QuestionStatistics['options'][number] | null;
  readonly picks: number;
  readonly share: number;
}

function OptionsTable({ question }: { question: QuestionStatistics }) {
  const { t } = useTranslation();
  const rows: OptionRow[] = [
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
  // A question answered in words (short answer) has no options: its most common wrong answers show instead.
  if (question.options.length === 0 && question.wrongAnswers)
    return <WrongAnswersTable question={question} />;
  return (
    <DataTable<OptionRow>
      label={t('statistics.optionsCaption', { number: question.number })}
      showCaption
      variant="plain"
      className="max-w-2xl"
      rows={rows}
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

type WrongAnswerRow = NonNullable<QuestionStatistics['wrongAnswers']>[number];

function WrongAnswersTable({ question }: { question: QuestionStatistics }) {
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
