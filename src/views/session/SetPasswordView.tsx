/**
 * /set-password (SPEC section 2): an invited admin confirms the e-mail and chooses a password. The token comes
 * from the query string; the session machine validates the form and signs the new admin in.
 */
import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from '../shared/useTranslation';
import { Link, useSearch } from 'wouter';
import { tokenFromQuery } from '../../domain/session/signedOut';
import { selectError, selectFieldErrors, selectIsBusy } from '../../machines/session/sessionMachine';
import { useSessionActor } from '../AppContext';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useMessage } from '../shared/useMessage';
import { SignedOutLayout } from './SignedOutLayout';

export function SetPasswordView() {
  const { t } = useTranslation();
  const message = useMessage();
  const session = useSessionActor();
  const headingId = useId();
  const search = useSearch();
  const busy = useSelector(session, selectIsBusy);
  const error = useSelector(session, selectError);
  const fieldErrors = useSelector(session, selectFieldErrors);
  useDocumentTitle(t('setPassword.title'));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '');
    session.send({
      type: 'session.finishRegistration',
      token: tokenFromQuery(search),
      form: {
        firstName: field('firstName'),
        lastName: field('lastName'),
        password: field('password'),
        repeatPassword: field('repeatPassword'),
      },
    });
  }

  const fieldError = (name: string) => message(fieldErrors[name]?.[0]);

  return (
    <SignedOutLayout>
      <h1 id={headingId} className="text-2xl font-bold text-slate-900">
        {t('setPassword.heading')}
      </h1>
      <p className="mt-2 mb-6 text-sm text-slate-700">{t('setPassword.intro')}</p>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        className="flex flex-col gap-4"
        aria-busy={busy}
      >
        <TextField
          label={t('setPassword.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          error={fieldError('firstName')}
        />
        <TextField
          label={t('setPassword.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          error={fieldError('lastName')}
        />
        <TextField
          label={t('setPassword.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={fieldError('password')}
        />
        <TextField
          label={t('setPassword.repeatPassword')}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          required
          error={fieldError('repeatPassword')}
        />
        <Button type="submit" busy={busy} className="mt-2 w-full">
          {busy ? t('setPassword.submitting') : t('setPassword.submit')}
        </Button>
        <FormError message={message(error)} />
      </form>
      <p className="mt-6 text-center text-sm">
        <Link href="/signin" className="text-sky-800 underline hover:text-sky-900">
          {t('setPassword.backToSignIn')}
        </Link>
      </p>
    </SignedOutLayout>
  );
}
