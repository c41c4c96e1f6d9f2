/** The identity provider form's actor: the machine provided with its services; a save says so and goes back to the list. */
import { identityProviderFormMachine } from '../../machines/identityProviders/identityProviderFormMachine';
import {
  createIdentityProviderFormServices,
  saveFailureOf,
} from '../../machines/identityProviders/identityProviderServices';
import { useFormActor } from '../shared/useFormActor';

export function useIdentityProviderFormActor(id: number | null) {
  return useFormActor(identityProviderFormMachine, id, ({ http, notify, navigate, t }) => ({
    actors: createIdentityProviderFormServices(http),
    actions: {
      notifySaved: (_, { created }) => {
        notify('success', created ? t('identityProviders.created') : t('identityProviders.updated'));
        navigate('/identity-providers');
      },
      notifySaveFailed: (_, { error }) =>
        notify('error', saveFailureOf(error) ?? t('identityProviders.updateFailed')),
    },
  }));
}
