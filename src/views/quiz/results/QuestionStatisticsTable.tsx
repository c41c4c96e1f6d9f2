/**
 * Per question: facility, discrimination, median time and review flags (in words, never colour alone); each
 * question opens to how often each of its options was picked, the right one marked.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionStatistics } from '../../../domain/quizStatistics';
import { formatDiscrimination, formatMilliseconds, formatShare } from './format';

export interface QuestionStatisticsTableProps {
  readonly questions: readonly QuestionStatistics[];
  readonly minAttempts: number;
  readonly expanded: readonly number[];
  readonly onToggle: (itemId: number) => void;
}

const CELL = 'px-3 py-2 align-top';

export function QuestionStatisticsTable({
  questions,
  minAttempts,
  expanded,
  onToggle,
}: QuestionStatisticsTableProps) {
  const { t } = useTranslation();
  const none = t('statistics.noFigure');
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('statistics.questionsCaption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={CELL}>
              {t('statistics.colNumber')}
            </th>
            <th scope="col" className={CELL}>
              {t('statistics.colQuestion')}
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              {t('statistics.colFacility')}
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              {t('statistics.colDiscrimination')}
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              {t('statistics.colMedianTime')}
            </th>
            <th scope="col" className={CELL}>
              {t('statistics.colFlags')}
            </th>
          </tr>
        </thead>
        <tbody>
          {questions.map((question) => {
            const open = expanded.includes(question.itemId);
            const optionsId = `question-options-${question.itemId}`;
            return (
              <Fragment key={question.itemId}>
                <tr className="border-t border-slate-200">
                  <td className={CELL}>
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={open ? optionsId : undefined}
                      aria-label={t('statistics.showOptions', { number: question.number })}
                      onClick={() => onToggle(question.itemId)}
                      className="inline-flex items-center gap-1 rounded px-1 text-sky-800 underline"
                    >
                      <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                      {question.number}
                    </button>
                  </td>
                  <th scope="row" className={`${CELL} font-normal`}>
                    <span className="text-slate-900">{question.title}</span>
                    {question.edited && (
                      <span className="block text-xs text-slate-600 italic">{t('statistics.edited')}</span>
                    )}
                    {question.removed && (
                      <span className="block text-xs text-slate-600 italic">{t('statistics.removed')}</span>
                    )}
                  </th>
                  <td className={`${CELL} text-right`}>
                    {question.facility === null
                      ? none
                      : t('statistics.percent', { value: formatShare(question.facility) })}
                  </td>
                  <td className={`${CELL} text-right`}>
                    {question.discrimination !== null
                      ? formatDiscrimination(question.discrimination)
                      : question.attempts === 0
                        ? none
                        : t('statistics.needsAttempts', { min: minAttempts })}
                  </td>
                  <td className={`${CELL} text-right`}>
                    {question.medianTimeMs === null ? none : formatMilliseconds(t, question.medianTimeMs)}
                  </td>
                  <td className={CELL}>
                    {question.flags.length === 0 ? (
                      <span className="text-slate-600">{t('statistics.noFlags')}</span>
                    ) : (
                      <ul className="flex flex-wrap gap-1">
                        {question.flags.map((flag) => (
                          <li
                            key={flag}
                            className="rounded border border-amber-700 bg-amber-50 px-1.5 text-xs font-medium text-amber-900"
                          >
                            <span aria-hidden="true">⚑ </span>
                            {t(`statistics.flag_${flag}`)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
                {open && (
                  <tr id={optionsId} className="bg-slate-50">
                    <td />
                    <td colSpan={5} className="px-3 pb-3">
                      <OptionsTable question={question} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function OptionsTable({ question }: { question: QuestionStatistics }) {
  const { t } = useTranslation();
  const rows = [
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
  return (
    <table className="w-full max-w-2xl text-sm">
      <caption className="py-1 text-left text-slate-700">
        {t('statistics.optionsCaption', { number: question.number })}
      </caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 pr-3 text-left">
            {t('statistics.colOption')}
          </th>
          <th scope="col" className="py-1 pr-3 text-right">
            {t('statistics.colPicks')}
          </th>
          <th scope="col" className="py-1 text-left">
            {t('statistics.colShare')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, option, picks, share }) => (
          <tr key={key} className="border-t border-slate-200">
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              {option ? option.text : <span className="italic">{t('statistics.noAnswer')}</span>}
              {option?.isRight && (
                <span className="ml-2 rounded bg-green-100 px-1.5 text-xs font-semibold text-green-900">
                  <span aria-hidden="true">✓ </span>
                  {t('statistics.rightOption')}
                </span>
              )}
              {option?.removed && (
                <span className="ml-2 text-xs text-slate-600 italic">({t('statistics.removedOption')})</span>
              )}
            </th>
            <td className="py-1 pr-3 text-right">{picks}</td>
            <td className="py-1">
              <div className="flex items-center gap-2">
                <div className="h-3 w-40 rounded bg-slate-200" aria-hidden="true">
                  <div
                    className={option?.isRight ? 'h-3 rounded bg-green-700' : 'h-3 rounded bg-sky-700'}
                    style={{ width: `${formatShare(share)}%` }}
                  />
                </div>
                {t('statistics.percent', { value: formatShare(share) })}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
