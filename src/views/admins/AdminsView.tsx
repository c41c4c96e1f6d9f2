/** /admins (super admins): Users Management — invite an admin, copy the set-password link, pending invitations. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  invitationsMachine,
  selectIsLoading,
  selectLoadFailed,
} from '../../machines/admins/invitationsMachine';
import { createInvitationsServices } from '../../machines/admins/invitationsServices';
import { useActorOptions, useHttp } from '../AppContext';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { InvitationForm } from './InvitationForm';
import { InvitationLink } from './InvitationLink';
import { PendingInvitations } from './PendingInvitations';

export default function AdminsView() {
  const { t } = useTranslation();
  useDocumentTitle(t('admins.title'));
  const http = useHttp();
  const machine = useMemo(
    () =>
      invitationsMachine.provide({
        actors: createInvitationsServices(http, globalThis.navigator?.clipboard),
      }),
    [http],
  );
  const actor = useActorRef(machine, useActorOptions());
  const loading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);

  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <h1 className="text-2xl font-semibold text-slate-900">{t('admins.title')}</h1>
      <InvitationForm actor={actor} />
      <InvitationLink actor={actor} />
      <section aria-labelledby="pending-invitations" className="flex flex-col gap-3">
        <h2 id="pending-invitations" className="text-lg font-semibold text-slate-900">
          {t('admins.pendingHeading')}
        </h2>
        {loading && <Spinner label={t('list.loading')} />}
        {loadFailed && (
          <div role="alert" className="flex items-center gap-3 text-red-800">
            {t('admins.loadFailed')}
            <Button variant="secondary" onClick={() => actor.send({ type: 'invitations.retry' })}>
              {t('admins.retry')}
            </Button>
          </div>
        )}
        {!loading && !loadFailed && <PendingInvitations actor={actor} />}
      </section>
    </div>
  );
}
