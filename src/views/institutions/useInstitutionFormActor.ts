/** The institution form's actor: the machine provided with its services and what a save says and where it goes. */
import { reasonOf } from '../../machines/shared/loadError';
import type { InstitutionDetail } from '../../domain/institutions/institutions';
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
      // The server names what it refused (a domain another institution has); a bare failure says the screen's words.
      notifySaveFailed: (_, { error }) => notify('error', reasonOf(error) ?? t('institutions.saveFailed')),
      notifyTheirsUnread: () => notify('error', t('institutions.saveFailed')),
    },
  }));
}
