/** The three pages of Users management: the accounts, the invitations and the audit log. */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { cx } from '../ui/cx';

const PAGES = [
  { path: '/admins', key: 'users.navUsers' },
  { path: '/admins/invitations', key: 'users.navInvitations' },
  { path: '/admins/audit', key: 'users.navAudit' },
] as const;

export function AdminsNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <nav aria-label={t('users.navLabel')} className="border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {PAGES.map((page) => {
          const current = location === page.path;
          return (
            <li key={page.path}>
              <Link
                href={page.path}
                aria-current={current ? 'page' : undefined}
                className={cx(
                  'inline-block border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-600',
                  current
                    ? 'border-sky-700 text-sky-900'
                    : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900',
                )}
              >
                {t(page.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
