/**
 * The signed-in shell (SPEC section 2): dark sidebar (an icon strip when collapsed, a drawer below 750 px),
 * top bar with the user's name and Sign out, the area routes, the blocked-sign-out dialog and the guard that asks
 * before a link or Back leaves unsaved changes.
 * Default export: App loads it with React.lazy.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../ui/Drawer';
import { Icon } from '../ui/icons';
import { NavigationGuard } from './NavigationGuard';
import { ShellRoutes } from './ShellRoutes';
import { Sidebar } from './Sidebar';
import { SidebarNav } from './SidebarNav';
import { SignOutBlockedDialog } from './SignOutBlockedDialog';
import { TopBar } from './TopBar';
import { useHeadingFocusOnNavigate } from './useHeadingFocusOnNavigate';
import { useMenu } from './useMenu';

export default function ShellView() {
  const { t } = useTranslation();
  const items = useMenu();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const main = useRef<HTMLElement>(null);
  useHeadingFocusOnNavigate(main);
  // The screen's background is on <main>, the box that scrolls: contrast checkers measure a scrolling box by its
  // content, so it stands behind every line of the screen. On this box, the window's height, it ended behind text
  // scrolled below the fold, which they then could not decide. It is positioned, so that what is placed absolutely in
  // it (the visually hidden texts of its rows) scrolls with it instead of making the window scroll into blank space.
  return (
    <div className="flex h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <Sidebar items={items} />
      <Drawer
        open={drawerOpen}
        onClose={closeDrawer}
        label={t('shell.drawer')}
        className="flex w-full flex-col bg-slate-900 text-slate-100"
      >
        <div className="flex h-14 items-center justify-between border-b border-slate-800 px-3">
          <span className="line-clamp-2 min-w-0 ps-1 text-sm leading-tight font-semibold break-words">
            {t('app.name')}
          </span>
          <button
            type="button"
            onClick={closeDrawer}
            aria-label={t('shell.closeMenu')}
            className="rounded-md p-2 text-slate-300 hover:bg-slate-800 hover:text-white"
          >
            <Icon name="close" />
          </button>
        </div>
        <SidebarNav items={items} onNavigate={closeDrawer} />
      </Drawer>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
        <main
          ref={main}
          id="main"
          tabIndex={-1}
          className="relative flex-1 overflow-y-auto bg-slate-50 p-4 desk:p-8"
        >
          <ShellRoutes />
        </main>
      </div>
      <SignOutBlockedDialog />
      <NavigationGuard />
    </div>
  );
}
