/** Sets the page <title> of a screen: "{screen} · Science Video Console". */
import { useEffect } from 'react';
import { useTranslation } from './useTranslation';

export function useDocumentTitle(screen: string): void {
  const { t } = useTranslation();
  const title = t('app.title', { screen });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
