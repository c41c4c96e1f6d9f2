/**
 * /signin (SPEC section 2): sends 'session.signIn'; the session machine validates and answers with messages.
 * "Sign in with your institution" shows when the typed e-mail's domain has an identity provider (ADR 182); coming
 * back from the provider, the address's fragment is handed to the session machine once and removed.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../shared/useTranslation';
import { selectIsBusy } from '../../machines/session/sessionMachine';
import { ssoReturnOf } from '../../domain/session/signedOut';
import { useSessionActor } from '../AppContext';
import { TextField } from '../ui/TextField';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { SessionForm, useSessionFieldError } from './SessionForm';
import { SignedOutLayout } from './SignedOutLayout';

const InstitutionSignIn = lazy(() => import('./InstitutionSignIn'));

export function SignInView() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const fieldError = useSessionFieldError();
  const headingId = useId();
  const audienceId = useId();
  const busy = useSelector(session, selectIsBusy);
  useDocumentTitle(t('signIn.title'));
  // What is typed in the e-mail field, for the institution button; null until the first key loads it.
  const [typedEmail, setTypedEmail] = useState<string | null>(null);

  // Back from an institution's provider: the fragment is read once, then dropped from the address and history.
  useEffect(() => {
    const result = ssoReturnOf(window.location.hash);
    if (!result) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    session.send({ type: 'session.ssoReturned', result });
  }, [session]);

  return (
    <SignedOutLayout>
      <h1 id={headingId} className="text-2xl font-bold text-slate-900">
        {t('signIn.heading')}
      </h1>
      {/* "Admin" in SPEC's heading is not only the console's staff: instructors and customers sign in here too. */}
      <p id={audienceId} className="mt-2 mb-6 text-sm text-slate-700">
        {t('signIn.audience')}
      </p>
      <SessionForm
        headingId={headingId}
        descriptionId={audienceId}
        submitText={t('signIn.submit')}
        submittingText={t('signIn.submitting')}
        onSubmit={(field) =>
          session.send({
            type: 'session.signIn',
            form: { email: field('email'), password: field('password') },
          })
        }
        afterSubmit={
          typedEmail !== null && (
            <Suspense fallback={null}>
              <InstitutionSignIn email={typedEmail} disabled={busy} />
            </Suspense>
          )
        }
      >
        <TextField
          label={t('signIn.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          // The screen's one task starts here: the e-mail can be typed at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          error={fieldError('email')}
          onChange={(event) => setTypedEmail(event.target.value)}
        />
        <TextField
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldError('password')}
        />
      </SessionForm>
    </SignedOutLayout>
  );
}
