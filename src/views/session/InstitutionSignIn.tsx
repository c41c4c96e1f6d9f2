/**
 * "Sign in with your institution" (ADR 182): shown when the typed e-mail's domain has an enabled identity provider.
 * Loaded with the user's first key in the e-mail field, so the sign-in screen's first paint stays within its budget
 * (ADR 003); it hands the e-mail to its machine as it changes.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  institutionSignInMachine,
  selectIsRedirecting,
  selectOffersInstitution,
} from '../../machines/session/institutionSignInMachine';
import { createInstitutionSignInServices } from '../../machines/session/institutionSignInServices';
import { useActorOptions, useApp } from '../AppContext';
import { Button } from '../ui/Button';
import { useTranslation } from '../shared/useTranslation';

export default function InstitutionSignIn({
  email,
  disabled,
}: {
  readonly email: string;
  readonly disabled: boolean;
}) {
  const { t } = useTranslation();
  const { http, reload } = useApp();
  const machine = useMemo(
    () =>
      institutionSignInMachine.provide({
        actors: createInstitutionSignInServices(http),
        actions: { goTo: (_, { url }) => reload(url) },
      }),
    [http, reload],
  );
  const institution = useActorRef(machine, useActorOptions());
  const offers = useSelector(institution, selectOffersInstitution);
  const redirecting = useSelector(institution, selectIsRedirecting);
  useEffect(() => institution.send({ type: 'email.change', email }), [institution, email]);

  if (!offers) return null;
  return (
    <Button
      type="button"
      variant="secondary"
      busy={redirecting}
      disabled={disabled}
      className="w-full"
      onClick={() => institution.send({ type: 'institution.start' })}
    >
      {redirecting ? t('signIn.institutionRedirecting') : t('signIn.institution')}
    </Button>
  );
}
