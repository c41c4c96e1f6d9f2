/**
 * The trial state explained calmly where it limits a screen: when it ended, why the dates beside it are disabled
 * (SPEC's message), what the user can still do and how to extend it. An information, not an error: nothing has gone
 * wrong.
 */
import { useTranslation } from 'react-i18next';
import { DEADLINE_MESSAGES } from '../../domain/quiz/deadline';
import { cx } from '../ui/cx';
import { useFormat } from '../shared/useFormat';

export interface TrialNoticeProps {
  readonly id?: string;
  /** When the trial or subscription ended (ISO), if known. */
  readonly endedAt: string | Date | null;
  /** The editor (the caller's own trial) or the results screen (the quiz owner's). */
  readonly screen: 'editor' | 'results';
  readonly owner?: boolean;
  readonly className?: string;
}

export function TrialNotice({ id, endedAt, screen, owner = false, className }: TrialNoticeProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const ended = endedAt === null ? null : new Date(endedAt);
  const date = ended && !Number.isNaN(ended.getTime()) ? format.day(ended) : '';
  return (
    <div
      id={id}
      role="note"
      aria-label={owner ? t('feedback.trialPeriodEnded', { date }) : t('feedback.trialEnded', { date })}
      className={cx('rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-slate-800', className)}
    >
      <p className="font-semibold text-slate-900">
        {owner ? t('feedback.trialPeriodEnded', { date }) : t('feedback.trialEnded', { date })}
      </p>
      {/* SPEC section 5: why the dates beside it are disabled. */}
      <p className="mt-1">{DEADLINE_MESSAGES.trialExpired}</p>
      <p className="mt-1">{screen === 'editor' ? t('feedback.trialEditor') : t('feedback.trialResults')}</p>
      <p className="mt-1">{t('feedback.trialExtend')}</p>
    </div>
  );
}
