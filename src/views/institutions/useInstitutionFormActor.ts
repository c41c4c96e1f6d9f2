/** The institution form's actor: the machine provided with its services and what a save says and where it goes. */
import type { InstitutionDetail } from '../../domain/institutions/institutions';
import { messageOf } from '../../domain/shared/messages';
import { institutionFormMachine } from '../../machines/institutions/institutionFormMachine';
import { createInstitutionFormServices } from '../../machines/institutions/institutionServices';
import { useFormActor } from '../shared/useFormActor';

export function useInstitutionFormActor(id: number | null) {
  return useFormActor(institutionFormMachine, id, ({ http, notify, navigate, t }) => ({
    actors: createInstitutionFormServices(http),
    actions: {
      // A create goes to the new institution's page; both say so.
      notifySaved: (_, { created, record }) => {
        notify('success', created ? t('institutions.created') : t('institutions.saved'));
        if (created) navigate(`/institutions/${(record as InstitutionDetail).id}`, { replace: true });
      },
      // The server names what it refused (a domain another institution has).
      notifySaveFailed: (_, { error }) =>
        notify('error', messageOf(error, null) ?? t('institutions.saveFailed')),
      notifyTheirsUnread: () => notify('error', t('institutions.saveFailed')),
    },
  }));
}
