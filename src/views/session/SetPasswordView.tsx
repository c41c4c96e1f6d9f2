/**
 * /set-password (SPEC section 2): an invited admin confirms the e-mail and chooses a password. The token comes
 * from the query string; the session machine validates the form and signs the new admin in.
 */
import { useId } from 'react';
import { useTranslation } from '../shared/useTranslation';
import { Link, useSearch } from 'wouter';
import { tokenFromQuery } from '../../domain/session/signedOut';
import { useSessionActor } from '../AppContext';
import { TextField } from '../ui/TextField';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { SessionForm, useSessionFieldError } from './SessionForm';
import { SignedOutLayout } from './SignedOutLayout';

const FIELDS = [
  { name: 'firstName', label: 'setPassword.firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'setPassword.lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'password', label: 'setPassword.password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'repeatPassword',
    label: 'setPassword.repeatPassword',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

export function SetPasswordView() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const fieldError = useSessionFieldError();
  const headingId = useId();
  const search = useSearch();
  useDocumentTitle(t('setPassword.title'));

  return (
    <SignedOutLayout>
      <h1 id={headingId} className="text-2xl font-bold text-slate-900">
        {t('setPassword.heading')}
      </h1>
      <p className="mt-2 mb-6 text-sm text-slate-700">{t('setPassword.intro')}</p>
      <SessionForm
        headingId={headingId}
        submitText={t('setPassword.submit')}
        submittingText={t('setPassword.submitting')}
        onSubmit={(field) =>
          session.send({
            type: 'session.finishRegistration',
            token: tokenFromQuery(search),
            form: {
              firstName: field('firstName'),
              lastName: field('lastName'),
              password: field('password'),
              repeatPassword: field('repeatPassword'),
            },
          })
        }
      >
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={t(field.label)}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            error={fieldError(field.name)}
            // The form's first field takes the focus: the screen's one task starts there.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={field === FIELDS[0]}
          />
        ))}
      </SessionForm>
      <p className="mt-6 text-center text-sm">
        <Link href="/signin" className="text-sky-800 underline hover:text-sky-900">
          {t('setPassword.backToSignIn')}
        </Link>
      </p>
    </SignedOutLayout>
  );
}
