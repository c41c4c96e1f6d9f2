/**
 * The invitations not used yet: e-mail, roles, when invited and until when the link works (Expired once past), and
 * in each row's actions menu (ADR 267) Send again, which makes a new link and shows it above to copy (ADR 245).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PendingInvitation } from '../../api/session/authContract';
import {
  selectIsResending,
  selectResendFailed,
  type InvitationsActorRef,
} from '../../machines/admins/invitationsMachine';
import { DataTable } from '../ui/DataTable';
import { RowActions } from '../ui/RowActions';
import { isKnownRole, ROLE_LABEL_KEYS } from './roleLabels';
import { useFormat } from '../shared/useFormat';

export function PendingInvitations({
  actor,
  invitations,
}: {
  readonly actor: InvitationsActorRef;
  readonly invitations: readonly PendingInvitation[];
}) {
  const { t } = useTranslation();
  const { day } = useFormat();
  const resending = useSelector(actor, selectIsResending);
  const resendFailed = useSelector(actor, selectResendFailed);
  return (
    <>
      {resendFailed && (
        <p role="alert" className="text-sm text-red-700">
          {t('users.resendFailed')}
        </p>
      )}
      <DataTable<PendingInvitation>
        label={t('admins.pendingHeading')}
        rows={invitations}
        rowKey={(invitation) => invitation.id}
        actionsHeader={t('list.actions')}
        rowActions={(invitation) => (
          <RowActions
            label={t('list.rowActions', { name: invitation.email })}
            actions={[
              {
                key: 'resend',
                label: t('users.resend'),
                disabled: resending,
                onAction: () => actor.send({ type: 'invitation.resend', id: invitation.id }),
              },
            ]}
          />
        )}
        columns={[
          {
            key: 'email',
            header: t('admins.columnEmail'),
            rowHeader: true,
            render: (invitation) => invitation.email,
          },
          {
            key: 'roles',
            header: t('admins.columnRoles'),
            render: (invitation) =>
              invitation.roles
                .map((role) => (isKnownRole(role) ? t(ROLE_LABEL_KEYS[role]) : role))
                .join(', '),
          },
          {
            key: 'createdAt',
            header: t('admins.columnCreatedAt'),
            render: (invitation) => day(invitation.createdAt),
          },
          {
            key: 'expiresAt',
            header: t('admins.columnExpiresAt'),
            render: (invitation) => (invitation.expired ? t('users.expired') : day(invitation.expiresAt)),
          },
        ]}
      />
    </>
  );
}
