/** Admin Client Hub's two lists, Access and History, as links; the one shown is marked current. */
import { useTranslation } from 'react-i18next';
import { PageLinks } from '../ui/PageLinks';

const HREF = { access: '/client-hub-access', history: '/client-hub-access/history' } as const;

export function ClientHubNav({ current }: { readonly current: keyof typeof HREF }) {
  const { t } = useTranslation();
  return (
    <PageLinks
      label={t('clientHub.navLabel')}
      current={HREF[current]}
      links={[
        { href: HREF.access, label: t('clientHub.tabAccess') },
        { href: HREF.history, label: t('clientHub.tabHistory') },
      ]}
    />
  );
}
