/**
 * The student links table: each student's e-mail, state (ADR 211, the words of Results), mail and link, with the
 * row's actions in its 'Actions for <e-mail>' menu as in every list (ADR 267): Copy link (a visible confirmation on
 * the row) and, when mail is sent, Resend. The link is also shown as text to select. On a narrow screen each
 * student is a card: the rows and cells stack, each cell named by its column, the link on its own full-width line,
 * the menu at the card's top end.
 */
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
import { STUDENT_STATE_KEYS } from '../quiz/results/studentStateKeys';
import { pendingScoreText } from '../quiz/results/pendingScore';
import { RowActions } from '../ui/RowActions';

const CELL =
  'px-3 py-2 align-top max-sm:block max-sm:px-0 max-sm:py-1 max-sm:before:mr-1 max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';

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
  if (links.length === 0) return <p className="text-sm text-slate-700">{t('classes.linksNone')}</p>;
  const stateText = (row: AssignmentLink) => {
    if (row.studentState === 'needs_grading') return pendingScoreText(t, row.percentage);
    const words = row.studentState
      ? t(STUDENT_STATE_KEYS[row.studentState])
      : linkStateLabel(row.state, row.openedAt);
    return row.percentage !== null ? `${words} (${row.percentage}%)` : words;
  };
  const headers = [
    t('classes.linksEmail'),
    t('classes.linksState'),
    t('classes.linksMail'),
    t('classes.linksLink'),
    t('classes.colActions'),
  ];
  return (
    <table role="table" aria-label={t('classes.linksTable')} className="w-full text-left text-sm">
      <thead className="max-sm:sr-only">
        <tr role="row" className="border-b border-slate-200 text-slate-700">
          {headers.map((header) => (
            <th key={header} role="columnheader" scope="col" className="px-3 py-2 font-semibold">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
        {links.map((row) => (
          <tr
            key={row.assignmentId}
            role="row"
            className="border-b border-slate-100 max-sm:relative max-sm:block max-sm:rounded-md max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3"
          >
            <td className={`${CELL} max-sm:pe-12 max-sm:font-semibold max-sm:break-all`}>{row.email}</td>
            <td className={CELL} data-label={`${headers[1]}:`}>
              {stateText(row)}
            </td>
            <td className={CELL} data-label={`${headers[2]}:`}>
              {MAIL_STATE_LABELS[row.mail]}
            </td>
            <td className={CELL}>
              <span className="font-mono text-xs break-all select-all min-[1800px]:break-normal min-[1800px]:whitespace-nowrap">
                {row.link}
              </span>
            </td>
            <td className="px-3 py-2 align-top max-sm:block max-sm:p-0">
              <div className="flex items-center justify-end gap-2 max-sm:block">
                <span role="status" className="text-sm text-emerald-800">
                  {copiedId === row.assignmentId
                    ? t('classes.linksCopied')
                    : resentId === row.assignmentId
                      ? t('classes.linksResent')
                      : ''}
                </span>
                {/* On a phone the menu sits at the top end of the student's card, as in every list. */}
                <div className="max-sm:absolute max-sm:end-2 max-sm:top-2">
                  <RowActions
                    label={t('list.rowActions', { name: row.email })}
                    actions={[
                      {
                        key: 'copy',
                        label: t('classes.linksCopy'),
                        onAction: () =>
                          actor.send({ type: 'links.copy', assignmentId: row.assignmentId, link: row.link }),
                      },
                      ...(mailEnabled
                        ? [
                            {
                              key: 'resend',
                              label: t('classes.linksResend'),
                              disabled: busy,
                              onAction: () =>
                                actor.send({ type: 'links.resend', assignmentId: row.assignmentId }),
                            },
                          ]
                        : []),
                    ]}
                  />
                </div>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
