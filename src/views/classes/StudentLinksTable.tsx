/** The student links table: each student's e-mail, state, mail and link, with Copy link and, when mail is sent, Resend. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { AssignmentLink } from '../../api/take/takeContract';
import { linkStateLabel, MAIL_STATE_LABELS } from '../../domain/take/assignments';
import {
  selectCopiedId,
  selectLinksBusy,
  selectResentId,
  type StudentLinksActorRef,
} from '../../machines/classes/studentLinksMachine';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';

export function StudentLinksTable({
  links,
  mailEnabled,
  actor,
}: {
  readonly links: readonly AssignmentLink[];
  readonly mailEnabled: boolean;
  readonly actor: StudentLinksActorRef;
}) {
  const { t } = useTranslation();
  const copiedId = useSelector(actor, selectCopiedId);
  const resentId = useSelector(actor, selectResentId);
  const busy = useSelector(actor, selectLinksBusy);
  return (
    <DataTable<AssignmentLink>
      label={t('classes.linksTable')}
      rows={links}
      rowKey={(row) => row.assignmentId}
      emptyText={t('classes.linksNone')}
      columns={[
        { key: 'email', header: t('classes.linksEmail'), render: (row) => row.email },
        {
          key: 'state',
          header: t('classes.linksState'),
          render: (row) =>
            row.percentage !== null
              ? `${linkStateLabel(row.state, row.openedAt)} (${row.percentage}%)`
              : linkStateLabel(row.state, row.openedAt),
        },
        { key: 'mail', header: t('classes.linksMail'), render: (row) => MAIL_STATE_LABELS[row.mail] },
        {
          key: 'link',
          header: t('classes.linksLink'),
          render: (row) => <span className="font-mono text-xs break-all select-all">{row.link}</span>,
        },
      ]}
      actionsHeader={t('classes.colActions')}
      rowActions={(row) => (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            className="px-3 py-1"
            aria-label={t('classes.linksCopyOne', { email: row.email })}
            onClick={() => actor.send({ type: 'links.copy', assignmentId: row.assignmentId, link: row.link })}
          >
            {t('classes.linksCopy')}
          </Button>
          {mailEnabled ? (
            <Button
              variant="ghost"
              className="px-3 py-1"
              disabled={busy}
              aria-label={t('classes.linksResendOne', { email: row.email })}
              onClick={() => actor.send({ type: 'links.resend', assignmentId: row.assignmentId })}
            >
              {t('classes.linksResend')}
            </Button>
          ) : null}
          <span role="status" className="text-sm text-emerald-800">
            {copiedId === row.assignmentId
              ? t('classes.linksCopied')
              : resentId === row.assignmentId
                ? t('classes.linksResent')
                : ''}
          </span>
        </div>
      )}
    />
  );
}
