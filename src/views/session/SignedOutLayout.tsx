/** The centred card the signed-out screens share. */
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useTranslation } from '../shared/useTranslation';

export function SignedOutLayout({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-100 px-4 py-10">
      <p className="mb-6 text-center text-lg font-semibold tracking-tight text-slate-800">{t('app.name')}</p>
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-md sm:p-8">{children}</div>
      <LanguageSwitcher className="mt-6" />
    </main>
  );
}
