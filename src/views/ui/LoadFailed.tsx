/** The error state of a screen whose data could not be loaded, with a retry. */
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export function LoadFailed({
  onRetry,
  message,
}: {
  readonly onRetry?: () => void;
  readonly message?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800"
    >
      <span>{message ?? t('site.loadFailed')}</span>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('site.retry')}
        </Button>
      )}
    </div>
  );
}
