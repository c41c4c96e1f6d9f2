/**
 * Per question: facility, discrimination, median time and review flags (in words, never colour alone); each
 * question opens to how often each of its options was picked, the right one marked.
 */
import { useTranslation } from 'react-i18next';
import type { QuestionStatistics } from '../../../domain/quiz/results/quizStatistics';
import { DataTable } from '../../ui/DataTable';
import { formatDiscrimination, formatMilliseconds, formatShare } from './format';
import { Icon } from '../../ui/icons';
import { QuestionOptionsTable } from './QuestionOptionsTable';
import { plainText } from '../../../domain/shared/richText';

/** A question's rich-text title as the text a reader sees (ADR 211): paragraphs and line breaks become spaces. */
const titleText = (html: string) =>
  plainText(html.replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, ' ')).replace(/\s+/g, ' ');

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
        isOpen(question)
          ? { id: optionsId(question), content: <QuestionOptionsTable question={question} /> }
          : null
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
              <span className="text-slate-900">{titleText(question.title)}</span>
              {question.edited && (
                <span className="block text-xs text-slate-600 italic">{t('statistics.edited')}</span>
              )}
              {question.removed && (
                <span className="block text-xs text-slate-600 italic">{t('statistics.removed')}</span>
              )}
              {question.drawn && (
                <span className="block text-xs text-slate-600 italic">
                  {t('statistics.drawnBy', { count: question.attempts })}
                </span>
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
          render: (question) => <QuestionFlags flags={question.flags} />,
        },
      ]}
    />
  );
}

/** A question's review flags, in words beside the icon (never colour alone). */
function QuestionFlags({ flags }: { flags: QuestionStatistics['flags'] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return <span className="text-slate-600">{t('statistics.noFlags')}</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {flags.map((flag) => (
        <li
          key={flag}
          className="rounded border border-amber-700 bg-amber-50 px-1.5 text-xs font-medium text-amber-900"
        >
          <Icon name="flag" className="me-1 inline size-3.5 align-[-2px]" />
          {t(`statistics.flag_${flag}`)}
        </li>
      ))}
    </ul>
  );
}
