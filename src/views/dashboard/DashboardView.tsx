/** /dashboard: greets the user by first name and links the areas of their menu. */
import { useSelector } from '@xstate/react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectUser } from '../../machines/sessionMachine';
import { useSessionActor } from '../AppContext';
import { Icon } from '../shell/icons';
import { useMenu } from '../shell/useMenu';
import { useDocumentTitle } from '../useDocumentTitle';

export default function DashboardView() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const areas = useMenu().filter((item) => item.area !== 'dashboard');
  useDocumentTitle(t('dashboard.title'));
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900">
        {t('dashboard.greeting', { firstName: user?.firstName ?? '' })}
      </h1>
      {areas.length > 0 && (
        <>
          <p className="mt-3 text-slate-700">{t('dashboard.intro')}</p>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {areas.map((item) => (
              <li key={item.area}>
                <Link
                  href={item.path}
                  className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-slate-800 shadow-sm hover:border-sky-400 hover:text-sky-900"
                >
                  <Icon name={item.icon} className="text-sky-700" />
                  {t(item.labelKey as ParseKeys)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
