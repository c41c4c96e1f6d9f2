/** The identity provider form's actor: the machine provided with its services; a save says so and goes back to the list. */
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { identityProviderFormMachine } from '../../machines/identityProviders/identityProviderFormMachine';
import {
  createIdentityProviderFormServices,
  saveFailureOf,
} from '../../machines/identityProviders/identityProviderServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';

export function useIdentityProviderFormActor(id: number | null) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useActorOptions();
  const [, navigate] = useLocation();
  const machine = useMemo(
    () =>
      identityProviderFormMachine.provide({
        actors: createIdentityProviderFormServices(http),
        actions: {
          notifySaved: (_, { created }) => {
            const text = created ? t('identityProviders.created') : t('identityProviders.updated');
            notifications.send({ type: 'notify.show', kind: 'success', message: text });
            navigate('/identity-providers');
          },
          notifySaveFailed: (_, { error }) =>
            notifications.send({
              type: 'notify.show',
              kind: 'error',
              message: saveFailureOf(error) ?? t('identityProviders.updateFailed'),
            }),
        },
      }),
    [http, navigate, notifications, t],
  );
  return useActorRef(machine, { input: { id }, ...options });
}
