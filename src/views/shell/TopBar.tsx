/** The top bar: the drawer button on narrow screens, and the user's name with the account menu (Sign out). */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectUser } from '../../machines/sessionMachine';
import { useSessionActor } from '../AppContext';
import { Menu, MenuItem } from '../ui/Menu';
import { Icon } from './icons';

export interface TopBarProps {
  readonly drawerOpen: boolean;
  readonly onOpenDrawer: () => void;
}

export function TopBar({ drawerOpen, onOpenDrawer }: TopBarProps) {
  const { t } = useTranslation();
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3 desk:px-6">
      <button
        type="button"
        onClick={onOpenDrawer}
        aria-label={t('shell.openMenu')}
        aria-expanded={drawerOpen}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 desk:hidden"
      >
        <Icon name="menu" />
      </button>
      <span className="truncate font-semibold text-slate-900 desk:hidden">{t('app.name')}</span>
      <div className="ml-auto">
        <Menu
          trigger={
            <>
              <span className="max-w-48 truncate">{fullName}</span>
              <Icon name="chevronDown" className="size-4" />
            </>
          }
          buttonClassName="text-slate-800 hover:bg-slate-100"
        >
          <MenuItem
            onAction={() => session.send({ type: 'session.signOut' })}
            icon={<Icon name="signOut" className="size-4" />}
          >
            {t('shell.signOut')}
          </MenuItem>
        </Menu>
      </div>
    </header>
  );
}
