/**
 * The top bar: the drawer button on narrow screens, and the user's name with the account menu (Sign out, Sign out
 * of all devices). Both are blocked by unsaved changes alike (SignOutBlockedDialog); a sign-out of all devices the
 * server could not confirm is said in a dialog here.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectIsSignOutAllFailed, selectUser } from '../../machines/session/sessionMachine';
import { useSessionActor } from '../AppContext';
import { AlertDialog } from '../ui/AlertDialog';
import { Button } from '../ui/Button';
import { Menu, MenuItem, MenuLinkItem } from '../ui/Menu';
import { LanguageSwitcher } from '../session/LanguageSwitcher';
import { Icon } from '../ui/icons';

export interface TopBarProps {
  readonly drawerOpen: boolean;
  readonly onOpenDrawer: () => void;
}

export function TopBar({ drawerOpen, onOpenDrawer }: TopBarProps) {
  const { t } = useTranslation();
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const signOutAllFailed = useSelector(session, selectIsSignOutAllFailed);
  const dismissFailure = () => session.send({ type: 'session.dismissSignOutFailure' });
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3 desk:px-6">
      <button
        type="button"
        onClick={onOpenDrawer}
        aria-label={t('shell.openMenu')}
        aria-expanded={drawerOpen}
        // The drawer gives the focus back here as its link is followed; the new page's heading takes it.
        data-drawer-opener=""
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 desk:hidden"
      >
        <Icon name="menu" />
      </button>
      {/* The product's name wraps onto a second line rather than being cut. */}
      <span className="line-clamp-2 min-w-0 text-sm leading-tight font-semibold break-words text-slate-900 desk:hidden">
        {t('app.name')}
      </span>
      <div className="ms-auto flex shrink-0 items-center gap-2">
        <LanguageSwitcher compact />
        <Menu
          trigger={
            <>
              <span className="max-w-28 truncate sm:max-w-48">{fullName}</span>
              <Icon name="chevronDown" className="size-4" />
            </>
          }
          buttonClassName="text-slate-800 hover:bg-slate-100"
        >
          {/* The user's own trial or subscription (/access, ADR 288). */}
          <MenuLinkItem href="/access">{t('access.title')}</MenuLinkItem>
          <MenuItem
            onAction={() => session.send({ type: 'session.signOut' })}
            icon={<Icon name="signOut" className="size-4" />}
          >
            {t('shell.signOut')}
          </MenuItem>
          <MenuItem
            onAction={() => session.send({ type: 'session.signOutAll' })}
            icon={<Icon name="signOut" className="size-4" />}
          >
            {t('shell.signOutAll')}
          </MenuItem>
        </Menu>
      </div>
      <AlertDialog
        open={signOutAllFailed}
        onClose={dismissFailure}
        title={t('shell.signOutAllFailedTitle')}
        description={t('shell.signOutAllFailedText')}
        actions={
          <>
            <Button variant="secondary" onClick={dismissFailure}>
              {t('shell.signOutAllDismiss')}
            </Button>
            <Button onClick={() => session.send({ type: 'session.signOutAll' })}>
              {t('shell.signOutAllRetry')}
            </Button>
          </>
        }
      />
    </header>
  );
}
