/** /signin (SPEC section 2): sends 'session.signIn'; the session machine validates and answers with messages. */
import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from '../useTranslation';
import { selectError, selectFieldErrors, selectIsBusy } from '../../machines/sessionMachine';
import { useSessionActor } from '../AppContext';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { useDocumentTitle } from '../useDocumentTitle';
import { useMessage } from '../useMessage';
import { SignedOutLayout } from './SignedOutLayout';

export function SignInView() {
  const { t } = useTranslation();
  const message = useMessage();
  const session = useSessionActor();
  const headingId = useId();
  const busy = useSelector(session, selectIsBusy);
  const error = useSelector(session, selectError);
  const fieldErrors = useSelector(session, selectFieldErrors);
  useDocumentTitle(t('signIn.title'));

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
        <FormError message={message(error)} />
      </form>
    </SignedOutLayout>
  );
}
