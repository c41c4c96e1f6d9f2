/** /admins (super admins): Users management's accounts, /admins/invitations and /admins/audit (ADR 245). */
import { useRoute } from 'wouter';
import { AuditLogView } from './AuditLogView';
import { InvitationsView } from './InvitationsView';
import { UsersListView } from './UsersListView';

export default function AdminsView() {
  const [isInvitations] = useRoute('/admins/invitations');
  const [isAudit] = useRoute('/admins/audit');
  if (isInvitations) return <InvitationsView />;
  if (isAudit) return <AuditLogView />;
  return <UsersListView />;
}
