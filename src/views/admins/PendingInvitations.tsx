/** The pending invitations: e-mail, roles, when invited and until when the link works (MM/dd/yyyy). */
import { useSelector } from '@xstate/react';
import { format } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { selectInvitations, type InvitationsActorRef } from '../../machines/invitationsMachine';
import { isKnownRole, ROLE_LABEL_KEYS } from './roleLabels';

const day = (iso: string) => format(new Date(iso), 'MM/dd/yyyy');

export function PendingInvitations({ actor }: { readonly actor: InvitationsActorRef }) {
  const { t } = useTranslation();
  const invitations = useSelector(actor, selectInvitations);
  if (invitations.length === 0) return <p className="text-slate-600">{t('list.noListItems')}</p>;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{t('admins.pendingHeading')}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-700">
          <th scope="col" className="py-2 pr-4 font-medium">
            {t('admins.columnEmail')}
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            {t('admins.columnRoles')}
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            {t('admins.columnCreatedAt')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('admins.columnExpiresAt')}
          </th>
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <tr key={invitation.id} className="border-b border-slate-200">
            <td className="py-2 pr-4 text-slate-900">{invitation.email}</td>
            <td className="py-2 pr-4 text-slate-700">
              {invitation.roles
                .map((role) => (isKnownRole(role) ? t(ROLE_LABEL_KEYS[role]) : role))
                .join(', ')}
            </td>
            <td className="py-2 pr-4 text-slate-700">{day(invitation.createdAt)}</td>
            <td className="py-2 text-slate-700">{day(invitation.expiresAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
