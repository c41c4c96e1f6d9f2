/**
 * The trial state explained calmly where it limits a screen, in one sentence: when it ended, what stays as it is
 * until the account manager extends it, and what can still be done. An information, not an error: nothing has gone
 * wrong. SPEC's own message ('You cannot perform this action as your trial period has expired.') stays on the
 * controls it disables (`TrialLocked`), where "this action" is the one the user points at (ADR 270).
 *
 * @publicModule the class list's Create, locked by the institution's grants (ADR 345), says why with `TrialLocked`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../ui/Tooltip';
import { cx } from '../ui/cx';
import { useFormat } from '../shared/useFormat';

export interface TrialNoticeProps {
  readonly id?: string;
  /** When the trial or subscription ended (ISO). */
  readonly endedAt: string | Date;
  /** The editor (the caller's own trial: its dates) or the results screen (the quiz owner's: its deadline). */
  readonly screen: 'editor' | 'results';
  readonly className?: string;
}

export function TrialNotice({ id, endedAt, screen, className }: TrialNoticeProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const date = format.day(endedAt);
  return (
    <p
      id={id}
      role="note"
      className={cx('rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-slate-800', className)}
    >
      {screen === 'editor'
        ? t('feedback.trialLockedDates', { date })
        : t('feedback.trialLockedDeadline', { date })}
    </p>
  );
}

/**
 * Controls the ended trial disables, with SPEC's message on them: shown while the pointer rests on them or the
 * keyboard reaches them (a disabled control takes no focus of its own), and read with them by screen readers.
 */
export function TrialLocked({
  message,
  children,
}: {
  readonly message: string;
  readonly children: ReactNode;
}) {
  return (
    <Tooltip content={message} focusable className="block">
      {children}
    </Tooltip>
  );
}
