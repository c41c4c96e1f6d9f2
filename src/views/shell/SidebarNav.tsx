/** The menu links of the sidebar and of the mobile drawer; the current area is highlighted and aria-current. */
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { Link, useLocation } from 'wouter';
import { areaOfPath, type MenuItem } from '../../domain/access/roles';
import { cx } from '../ui/cx';
import { Icon } from '../ui/icons';

export interface SidebarNavProps {
  readonly items: readonly MenuItem[];
  /** Icon strip: labels are visually hidden (still named for assistive technology) and shown as tooltips. */
  readonly collapsed?: boolean;
  readonly onNavigate?: () => void;
}

export function SidebarNav({ items, collapsed = false, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const current = areaOfPath(location);
  return (
    <nav aria-label={t('shell.mainNavigation')} className="flex-1 overflow-y-auto py-2">
      <ul className="flex flex-col gap-0.5 px-2">
        {items.map((item) => {
          const label = t(item.labelKey as ParseKeys);
          const active = item.area === current;
          return (
            <li key={item.area}>
              <Link
                href={item.path}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                title={collapsed ? label : undefined}
                className={cx(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  collapsed && 'justify-center px-0',
                  active ? 'bg-sky-700 text-white' : 'text-slate-300 hover:bg-slate-800 hover:text-white',
                )}
              >
                <Icon name={item.icon} />
                <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
