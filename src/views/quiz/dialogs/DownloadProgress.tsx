/** A download under way (ADR 174): bytes received of the total, or an indeterminate bar until the first byte. */
import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../domain/shared/downloads';
import type { DownloadProgressValue } from '../../../machines/quiz/dialogs/downloadQuizMachine';

export function DownloadProgress({ progress }: { readonly progress: DownloadProgressValue | null }) {
  const { t } = useTranslation();
  const total = progress?.total ?? null;
  const received = progress?.received ?? 0;
  const known = total !== null && received <= total;
  const text =
    progress === null || received === 0
      ? t('feedback.downloadPreparing')
      : known
        ? t('feedback.downloadReceived', { received: formatBytes(received), total: formatBytes(total) })
        : t('feedback.downloadReceivedUnknown', { received: formatBytes(received) });
  return (
    <ProgressBar
      className="mt-4 flex flex-col gap-2"
      aria-label={t('feedback.downloadProgressLabel')}
      isIndeterminate={!known}
      value={known ? received : undefined}
      minValue={0}
      maxValue={known ? total : 100}
      valueLabel={text}
    >
      {({ percentage, isIndeterminate }) => (
        <>
          <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
            <div
              className={
                isIndeterminate
                  ? 'h-full w-1/3 animate-pulse rounded-full bg-sky-600'
                  : 'h-full rounded-full bg-sky-600 transition-[width]'
              }
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
          <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
            {text}
          </p>
        </>
      )}
    </ProgressBar>
  );
}
