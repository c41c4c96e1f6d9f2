/**
 * A question type's save-check messages in the console's language (ADR 206): each message the type words has its
 * catalog key; any other (a newer server's) is shown as it was sent.
 */
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

export function useTypeMessage(keys: Readonly<Record<string, ParseKeys>>) {
  const { t } = useTranslation();
  return (error: string | undefined): string | undefined =>
    error === undefined ? undefined : error in keys ? String(t(keys[error]!)) : error;
}
