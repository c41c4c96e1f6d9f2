/**
 * Signed-in routing through the role table: resolveRoute decides, this renders the area's lazy chunk or
 * redirects. Right after sign-in (still on a signed-out path) it returns to the path the user asked for.
 */
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { HOME_PATH, resolveRoute, resolveSignedOutRoute } from '../../domain/access/roles';
import { selectFlags, selectRoles } from '../../machines/session/sessionMachine';
import { useSessionActor } from '../AppContext';
import type { ReturnState } from '../session/SignedOutRoutes';
import { Spinner } from '../ui/Spinner';
import { AREA_VIEWS } from './areaViews';

function returnPath(): string {
  const state = (window.history.state ?? null) as ReturnState | null;
  return typeof state?.from === 'string' && state.from.startsWith('/') ? state.from : HOME_PATH;
}

export function ShellRoutes() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const roles = useSelector(session, selectRoles);
  const flags = useSelector(session, selectFlags);
  const [location] = useLocation();

  // wouter's Redirect navigates once, on mount: the key makes a chain of redirects mount one each.
  if (resolveSignedOutRoute(location).kind === 'public') {
    const to = returnPath();
    return <Redirect key={`return:${to}`} to={to} replace />;
  }
  const decision = resolveRoute(roles, flags, location);
  if (decision.kind === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />;
  const AreaView = AREA_VIEWS[decision.area];
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-16 text-sky-700">
          <Spinner label={t('app.loading')} className="size-8" />
        </div>
      }
    >
      <AreaView />
    </Suspense>
  );
}
