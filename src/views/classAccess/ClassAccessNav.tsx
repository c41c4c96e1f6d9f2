/** Class Products' two lists, Grants and Products, as links; the one shown is marked current. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cx } from '../ui/cx';

const TAB =
  'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

export function ClassAccessNav({ current }: { readonly current: 'grants' | 'products' }) {
  const { t } = useTranslation();
  const tabs = [
    { key: 'grants', href: '/class-access', label: t('classAccess.grants') },
    { key: 'products', href: '/class-access/products', label: t('classAccess.products') },
  ] as const;
  return (
    <nav aria-label={t('classAccess.navLabel')} className="flex gap-2">
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
