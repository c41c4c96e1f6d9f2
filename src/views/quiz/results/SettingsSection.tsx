/**
 * A setting of the quiz on Results (what students see, attempts): its heading, and when it could not be read, the
 * reason with Try again in place of the form.
 */
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';

interface SettingsSectionProps {
  id: string;
  heading: string;
  failed: boolean;
  failedText: string;
  retryLabel: string;
  onRetry: () => void;
  children: ReactNode;
}

export function SettingsSection({
  id,
  heading,
  failed,
  failedText,
  retryLabel,
  onRetry,
  children,
}: SettingsSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {failed && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-red-800">
          <span>{failedText}</span>
          <Button variant="secondary" className="px-2 py-1" onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      )}
      {children}
    </section>
  );
}
