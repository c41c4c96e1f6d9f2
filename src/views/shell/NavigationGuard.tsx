/**
 * The one place in-app navigation is guarded (ADR 086). While a screen has registered unsaved changes with the
 * session, following a link of the console (sidebar, quiz tabs, any in-app <a>) or the browser's Back/Forward is
 * held and "Leave this page?" asks: Stay keeps the screen, Leave goes. The decision is the navigation guard
 * machine's; this component only feeds it what the user asked and carries out the history moves:
 * - a link click is stopped in the capture phase, before wouter's <Link> (which then leaves it alone);
 * - a Back/Forward has already moved the address when `popstate` fires, so a held one is put back (pushState of
 *   where the user was) before the routes see it.
 * A screen's own navigation after a save or a Cancel is its decision and is not held.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isNavigationHeld,
  navigationGuardMachine,
  selectIsConfirmingLeave,
  selectKeepsDraft,
  type NavigationTarget,
} from '../../machines/shared/navigationGuardMachine';
import { useActorOptions, useApp, useSessionActor } from '../AppContext';
import { AlertDialog } from '../ui/AlertDialog';
import { Button } from '../ui/Button';
import { handleBackForwardFirst } from './backForwardFirst';

const here = (): NavigationTarget => ({
  href: `${window.location.pathname}${window.location.search}${window.location.hash}`,
  state: window.history.state as unknown,
});
const withoutHash = (href: string) => href.split('#')[0];

/** The in-app address a plain left click on this element would go to, or null (new tab, download, elsewhere). */
function inAppLinkTarget(event: MouseEvent, routePrefix: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname !== routePrefix && !url.pathname.startsWith(`${routePrefix}/`)) return null;
  const href = `${url.pathname}${url.search}${url.hash}`;
  // A jump inside the page (the skip link) leaves nothing.
  return withoutHash(href) === withoutHash(here().href) ? null : href;
}

export function NavigationGuard() {
  const { t } = useTranslation();
  const { routePrefix } = useApp();
  const session = useSessionActor();
  const logic = useMemo(
    () =>
      navigationGuardMachine.provide({
        actions: { leave: (_, target) => window.history.pushState(target.state, '', target.href) },
      }),
    [],
  );
  const guard = useActorRef(logic, useActorOptions());
  const confirming = useSelector(guard, selectIsConfirmingLeave);
  const keepsDraft = useSelector(guard, selectKeepsDraft);
  /** Where the user is: what a held Back/Forward puts back. */
  const current = useRef<NavigationTarget>(here());

  useEffect(() => {
    const unsaved = () => session.getSnapshot().context.unsaved;
    const onClick = (event: MouseEvent) => {
      const href = inAppLinkTarget(event, routePrefix);
      if (href !== null && isNavigationHeld(guard, { href, state: null }, unsaved())) event.preventDefault();
    };
    const onPopState = (event: PopStateEvent) => {
      const target = here();
      const moved = withoutHash(target.href) !== withoutHash(current.current.href);
      if (moved && isNavigationHeld(guard, { href: target.href, state: event.state as unknown }, unsaved())) {
        // Before the router's own listener: the routes never see the address the user did not leave for.
        event.stopImmediatePropagation();
        window.history.pushState(current.current.state, '', current.current.href);
        return;
      }
      current.current = target;
    };
    const onMoved = () => {
      current.current = here();
    };
    // Capture: ahead of React's handlers (the <Link> click); Back/Forward ahead of wouter's listener on window.
    document.addEventListener('click', onClick, true);
    const stopHandlingBackForward = handleBackForwardFirst(onPopState);
    window.addEventListener('pushState', onMoved);
    window.addEventListener('replaceState', onMoved);
    return () => {
      document.removeEventListener('click', onClick, true);
      stopHandlingBackForward();
      window.removeEventListener('pushState', onMoved);
      window.removeEventListener('replaceState', onMoved);
    };
  }, [guard, session, routePrefix]);

  const stay = () => guard.send({ type: 'navigation.stay' });
  return (
    <AlertDialog
      open={confirming}
      onClose={stay}
      title={t('confirm.leaveTitle')}
      description={t(keepsDraft ? 'confirm.leaveDraftText' : 'confirm.leaveLostText')}
      actions={
        <>
          <Button variant="secondary" onClick={stay}>
            {t('confirm.stay')}
          </Button>
          <Button onClick={() => guard.send({ type: 'navigation.leave' })}>{t('confirm.leave')}</Button>
        </>
      }
    />
  );
}
