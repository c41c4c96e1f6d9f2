/** Admin Client Hub's two lists, Access and History, as links; the one shown is marked current. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cx } from '../ui/cx';

const TAB =
  'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

export function ClientHubNav({ current }: { readonly current: 'access' | 'history' }) {
  const { t } = useTranslation();
  const tabs = [
    { key: 'access', href: '/client-hub-access', label: t('clientHub.tabAccess') },
    { key: 'history', href: '/client-hub-access/history', label: t('clientHub.tabHistory') },
  ] as const;
  return (
    <nav aria-label={t('clientHub.navLabel')} className="flex gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === current ? 'page' : undefined}
          className={cx(TAB, tab.key === current ? 'bg-sky-800 text-white' : 'text-sky-900 hover:bg-sky-50')}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
