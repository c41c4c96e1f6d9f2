/** The identity provider form's actor: the machine provided with its services; a save says so and goes back to the list. */
import { identityProviderFormMachine } from '../../machines/identityProviders/identityProviderFormMachine';
import {
  createIdentityProviderFormServices,
  saveFailureOf,
} from '../../machines/identityProviders/identityProviderServices';
import { useFormActor } from '../shared/useFormActor';

export function useIdentityProviderFormActor(id: number | null) {
  return useFormActor(identityProviderFormMachine, id, ({ http, notifications, navigate, t }) => ({
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
  }));
}
