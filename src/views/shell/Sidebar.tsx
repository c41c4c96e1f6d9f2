/**
 * The dark sidebar of wide screens (750 px and up). A labelled toggle collapses it to an icon strip; the choice
 * is remembered in localStorage.
 */
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../domain/access/roles';
import { cx } from '../ui/cx';
import { usePersistentToggle } from '../shared/usePersistentToggle';
import { Icon } from '../ui/icons';
import { SidebarNav } from './SidebarNav';

export const SIDEBAR_COLLAPSED_KEY = 'console.sidebar.collapsed';
const SIDEBAR_ID = 'console-sidebar';

export function Sidebar({ items }: { readonly items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const [collapsed, toggle] = usePersistentToggle(SIDEBAR_COLLAPSED_KEY);
  return (
    <aside
      id={SIDEBAR_ID}
      data-collapsed={collapsed}
      className={cx(
        'hidden shrink-0 flex-col bg-slate-900 text-slate-100 desk:flex',
        collapsed ? 'w-16' : 'w-60',
      )}
    >
      <div
        className={cx(
          'flex h-14 items-center border-b border-slate-800 px-3',
          collapsed ? 'justify-center' : 'justify-between',
        )}
      >
        {/* The product's name wraps onto a second line rather than being cut (in every language). */}
        {!collapsed && (
          <span className="line-clamp-2 min-w-0 ps-1 text-sm leading-tight font-semibold break-words">
            {t('app.name')}
          </span>
        )}
        <button
          type="button"
          onClick={toggle}
          aria-label={collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          className="rounded-md p-2 text-slate-300 hover:bg-slate-800 hover:text-white"
        >
          <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
        </button>
      </div>
      <SidebarNav items={items} collapsed={collapsed} />
    </aside>
  );
}
