/**
 * The signed-in shell under i18next: loaded with the shell's chunk, so the sign-in screen never downloads i18next
 * (ADR 003). A new i18next instance is made for each language the machine puts on screen (ADR 179), so every
 * string changes at once. Screens inside use react-i18next's `useTranslation`; the console's own hook reads the
 * same `t`. The shell also knows the features' English messages, so a notice or an error in SPEC's words is shown in
 * the reader's language (useMessage).
 */
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { UiLanguageCode } from '../../domain/shared/languages';
import type { AreasCatalog, CoreCatalog } from '../../i18n/catalogTypes';
import type { CreateI18n, FullCatalog } from '../../i18n/i18n';
import { BulkOutboxScope } from '../shared/list/BulkOutboxScope';
import ShellView from './ShellView';
import { TranslationContext } from '../shared/useTranslation';
import { provideShellMessages } from '../shared/useMessage';
import { specTextKey } from '../../i18n/specTextKeys';
import { MathErrorLabelContext } from '../ui/mathLabel';

export interface LocalizedShellProps {
  readonly createI18n: CreateI18n;
  readonly code: UiLanguageCode;
  readonly core: CoreCatalog;
  readonly areas: AreasCatalog;
}

export default function LocalizedShell({ createI18n, code, core, areas }: LocalizedShellProps) {
  const i18n = useMemo(
    () => createI18n(code, { ...core, ...areas } as FullCatalog),
    [createI18n, code, core, areas],
  );
  const t = useMemo(() => i18n.getFixedT(null, 'translation'), [i18n]);
  // The features' messages in this language, for every screen and the notifications outside the shell.
  useEffect(() => {
    provideShellMessages({ keyOf: specTextKey, t });
    return () => provideShellMessages(null);
  }, [t]);
  return (
    <I18nextProvider i18n={i18n}>
      <TranslationContext.Provider value={t}>
        <MathErrorLabelContext.Provider value={t('questionTypes.equationError')}>
          <BulkOutboxScope>
            <ShellView />
          </BulkOutboxScope>
        </MathErrorLabelContext.Provider>
      </TranslationContext.Provider>
    </I18nextProvider>
  );
}
