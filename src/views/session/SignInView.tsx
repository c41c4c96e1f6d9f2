/**
 * /signin (SPEC section 2): sends 'session.signIn'; the session machine validates and answers with messages.
 * "Sign in with your institution" shows when the typed e-mail's domain has an identity provider (ADR 182); coming
 * back from the provider, the address's fragment is handed to the session machine once and removed.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../shared/useTranslation';
import { selectError, selectFieldErrors, selectIsBusy } from '../../machines/session/sessionMachine';
import { ssoReturnOf } from '../../domain/session/signedOut';
import { useSessionActor } from '../AppContext';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useMessage } from '../shared/useMessage';
import { SignedOutLayout } from './SignedOutLayout';

const InstitutionSignIn = lazy(() => import('./InstitutionSignIn'));

export function SignInView() {
  const { t } = useTranslation();
  const message = useMessage();
  const session = useSessionActor();
  const headingId = useId();
  const busy = useSelector(session, selectIsBusy);
  const error = useSelector(session, selectError);
  const fieldErrors = useSelector(session, selectFieldErrors);
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    session.send({
      type: 'session.signIn',
      form: { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') },
    });
  }

  return (
    <SignedOutLayout>
      <h1 id={headingId} className="mb-6 text-2xl font-bold text-slate-900">
        {t('signIn.heading')}
      </h1>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        className="flex flex-col gap-4"
        aria-busy={busy}
      >
        <TextField
          label={t('signIn.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          error={message(fieldErrors.email?.[0])}
          onChange={(event) => setTypedEmail(event.target.value)}
        />
        <TextField
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={message(fieldErrors.password?.[0])}
        />
        <Button type="submit" busy={busy} className="mt-2 w-full">
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
        {typedEmail !== null && (
          <Suspense fallback={null}>
            <InstitutionSignIn email={typedEmail} disabled={busy} />
          </Suspense>
        )}
        <FormError message={message(error)} />
      </form>
    </SignedOutLayout>
  );
}
