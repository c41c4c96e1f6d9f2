/** The error screen (SPEC section 2): 'Oops, something went wrong' and a Refresh button that reloads the root. */
import { useTranslation } from './useTranslation';
import { Button } from '../ui/Button';
import { useDocumentTitle } from './useDocumentTitle';

export function ErrorView({ onRefresh }: { readonly onRefresh: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('error.title'));
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-100 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('error.heading')}</h1>
      <Button onClick={onRefresh}>{t('error.refresh')}</Button>
    </main>
  );
}
