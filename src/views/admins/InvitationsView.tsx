/**
 * /admins/invitations (super admins): invite an admin, copy the set-password link, and the invitations not used yet,
 * each of which can be sent again with a new link (ADR 245).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingInvitation } from '../../api/session/authContract';
import { invitationsMachine, selectInvitationsRecord } from '../../machines/admins/invitationsMachine';
import { createInvitationsServices } from '../../machines/admins/invitationsServices';
import { useActorOptions, useHttp } from '../AppContext';
import { RecordScreen } from '../ui/RecordScreen';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { InvitationForm } from './InvitationForm';
import { InvitationLink } from './InvitationLink';
import { AdminsNav } from './AdminsNav';
import { PendingInvitations } from './PendingInvitations';

export function InvitationsView() {
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
  const record = useSelector(actor, selectInvitationsRecord);

  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <h1 className="text-2xl font-semibold text-slate-900">{t('admins.title')}</h1>
      <AdminsNav />
      <InvitationForm actor={actor} />
      <InvitationLink actor={actor} />
      <section aria-labelledby="pending-invitations" className="flex flex-col gap-3">
        <h2 id="pending-invitations" className="text-lg font-semibold text-slate-900">
          {t('admins.pendingHeading')}
        </h2>
        <RecordScreen<PendingInvitation[]>
          record={record}
          size="section"
          loadingLabel={t('list.loading')}
          failedText={t('admins.loadFailed')}
          className="flex flex-col gap-3"
        >
          {(invitations) => <PendingInvitations actor={actor} invitations={invitations} />}
        </RecordScreen>
      </section>
    </div>
  );
}
