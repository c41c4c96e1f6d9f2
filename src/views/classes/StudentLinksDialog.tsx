/**
 * Student links of a class quiz (ADR 132): each student's e-mail, state, mail and personal link, with Copy link
 * (a visible confirmation) and, when the server sends mail, Resend. The link is also shown as text to select.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignmentLink } from '../../api/take/takeContract';
import { ASSIGNMENT_MESSAGES, linkStateLabel, MAIL_STATE_LABELS } from '../../domain/take/assignments';
import { createStudentLinksServices } from '../../machines/classes/classServices';
import {
  selectCopiedId,
  selectLinks,
  selectLinksBusy,
  selectLinksError,
  selectLinksLoadFailed,
  selectLinksLoading,
  selectMailEnabled,
  selectNotAssigned,
  selectResentId,
  selectTakenByStudents,
  studentLinksMachine,
} from '../../machines/classes/studentLinksMachine';
import { useActorOptions, useHttp } from '../AppContext';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';

export interface StudentLinksDialogProps {
  readonly classId: number;
  readonly quiz: { readonly id: number; readonly title: string };
  readonly onClose: () => void;
}

export function StudentLinksDialog({ classId, quiz, onClose }: StudentLinksDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(
    () => studentLinksMachine.provide({ actors: createStudentLinksServices(http) }),
    [http],
  );
  const actor = useActorRef(logic, { input: { classId, quizId: quiz.id }, ...useActorOptions() });
  const links = useSelector(actor, selectLinks);
  const notAssigned = useSelector(actor, selectNotAssigned);
  const takenByStudents = useSelector(actor, selectTakenByStudents);
  const mailEnabled = useSelector(actor, selectMailEnabled);
  const copiedId = useSelector(actor, selectCopiedId);
  const resentId = useSelector(actor, selectResentId);
  const error = useSelector(actor, selectLinksError);
  const loading = useSelector(actor, selectLinksLoading);
  const loadFailed = useSelector(actor, selectLinksLoadFailed);
  const busy = useSelector(actor, selectLinksBusy);

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('classes.linksTitle', { title: quiz.title })}
      description={t('classes.linksHint')}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('classes.linksClose')}
        </Button>
      }
    >
      <div className="mt-4 flex max-h-[60vh] flex-col gap-3 overflow-auto">
        {loading ? <Spinner label={t('classes.linksLoading')} className="size-5 text-sky-700" /> : null}
        {loadFailed ? (
          <div role="alert" className="flex items-center gap-3 text-sm text-red-800">
            {error}
            <Button variant="secondary" onClick={() => actor.send({ type: 'links.reload' })}>
              {t('classes.retry')}
            </Button>
          </div>
        ) : null}
        {!loading && !loadFailed && !takenByStudents ? (
          <p className="text-sm text-slate-700">{t('classes.linksNotTaken')}</p>
        ) : null}
        {!loading && !loadFailed && takenByStudents ? (
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
                  onClick={() => actor.send({ type: 'links.copy', assignmentId: row.assignmentId })}
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
        ) : null}
        {notAssigned.length > 0 ? (
          <p className="text-sm text-amber-900">{ASSIGNMENT_MESSAGES.leftOut(notAssigned)}</p>
        ) : null}
        {error && !loadFailed ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
