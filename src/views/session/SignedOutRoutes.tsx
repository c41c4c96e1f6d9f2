/**
 * Signed-out routing (SPEC section 2): /signin and /set-password, everything else redirects to /signin.
 * The path that was asked for travels in the history state, so the shell can return to it after sign-in.
 *
 * @publicModule the shell routes signed-out visitors here.
 */
import { lazy, Suspense } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { resolveSignedOutRoute } from '../../domain/session/signedOut';
import { useTranslation } from '../shared/useTranslation';
import { FullScreenSpinner } from '../ui/Spinner';
import { SignInView } from './SignInView';

// Opened from an invitation's link only: the sign-in screen does not load it.
const SetPasswordView = lazy(() =>
  import('./SetPasswordView').then((module) => ({ default: module.SetPasswordView })),
);

export interface ReturnState {
  readonly from?: string;
}

export function SignedOutRoutes() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const decision = resolveSignedOutRoute(location);
  if (decision.kind === 'public')
    return decision.path === '/set-password' ? (
      <Suspense fallback={<FullScreenSpinner label={t('app.loading')} />}>
        <SetPasswordView />
      </Suspense>
    ) : (
      <SignInView />
    );
  const to = decision.kind === 'redirect' ? decision.to : '/signin';
  const from = location === '/' ? undefined : `${location}${search ? `?${search}` : ''}`;
  return <Redirect key={location} to={to} replace state={{ from } satisfies ReturnState} />;
}
