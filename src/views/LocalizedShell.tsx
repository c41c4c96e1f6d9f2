/**
 * The signed-in shell under i18next: loaded with the shell's chunk, so the sign-in screen never downloads i18next
 * (ADR 003). Screens inside use react-i18next's `useTranslation`; the console's own hook reads the same `t`.
 */
import type { i18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BulkOutboxScope } from './list/BulkOutboxScope';
import ShellView from './shell/ShellView';
import { TranslationContext } from './useTranslation';

export default function LocalizedShell({ i18n }: { readonly i18n: i18n }) {
  const t = useMemo(() => i18n.getFixedT(null, 'translation'), [i18n]);
  return (
    <I18nextProvider i18n={i18n}>
      <TranslationContext.Provider value={t}>
        <BulkOutboxScope>
          <ShellView />
        </BulkOutboxScope>
      </TranslationContext.Provider>
    </I18nextProvider>
  );
}
