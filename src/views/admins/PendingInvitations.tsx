/** The pending invitations: e-mail, roles, when invited and until when the link works (MM/dd/yyyy). */
import { useTranslation } from 'react-i18next';
import type { PendingInvitation } from '../../api/session/authContract';
import { DataTable } from '../ui/DataTable';
import { isKnownRole, ROLE_LABEL_KEYS } from './roleLabels';
import { useFormat } from '../shared/useFormat';

export function PendingInvitations({ invitations }: { readonly invitations: readonly PendingInvitation[] }) {
  const { t } = useTranslation();
  const { day } = useFormat();
  return (
    <DataTable<PendingInvitation>
      label={t('admins.pendingHeading')}
      rows={invitations}
      rowKey={(invitation) => invitation.id}
      columns={[
        { key: 'email', header: t('admins.columnEmail'), render: (invitation) => invitation.email },
        {
          key: 'roles',
          header: t('admins.columnRoles'),
          render: (invitation) =>
            invitation.roles.map((role) => (isKnownRole(role) ? t(ROLE_LABEL_KEYS[role]) : role)).join(', '),
        },
        {
          key: 'createdAt',
          header: t('admins.columnCreatedAt'),
          render: (invitation) => day(invitation.createdAt),
        },
        {
          key: 'expiresAt',
          header: t('admins.columnExpiresAt'),
          render: (invitation) => day(invitation.expiresAt),
        },
      ]}
    />
  );
}
