/**
 * Student links of a class quiz (ADR 132): each student's e-mail, state, mail and personal link, with Copy link
 * (a visible confirmation) and, when the server sends mail, Resend. The link is also shown as text to select.
 * ADR 211: Copy all and Download (CSV) above the list; the hint says whether this server mails the links.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromiseActorLogic } from 'xstate';
import type { ClassQuizLinksResponse } from '../../api/classes/classesContract';
import type { AssignmentLink } from '../../api/take/takeContract';
import {
  studentLinksCsv,
  studentLinksFileName,
  studentLinksText,
} from '../../domain/classes/studentLinksExport';
import { isRemindable } from '../../domain/quiz/results/studentStates';
import { ASSIGNMENT_MESSAGES } from '../../domain/take/assignments';
import { createStudentLinksServices } from '../../machines/classes/classServices';
import {
  selectCopiedAll,
  selectLinksBusy,
  selectLinksError,
  selectLinksRecord,
  selectReminded,
  studentLinksMachine,
  STUDENT_LINKS_MESSAGES,
} from '../../machines/classes/studentLinksMachine';
import { recordMachine } from '../../machines/shared/recordMachine';
import { useActorOptions, useHttp } from '../AppContext';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { RecordScreen } from '../ui/RecordScreen';
import { StudentLinksTable } from './StudentLinksTable';

export interface StudentLinksDialogProps {
  readonly classId: number;
  readonly quiz: { readonly id: number; readonly title: string };
  readonly onClose: () => void;
}

/** Students who can still submit: the ones Remind is for (ADR 211). */
const remindable = (links: readonly AssignmentLink[]) =>
  links.filter((row) => row.studentState !== undefined && isRemindable(row.studentState)).length;

export function StudentLinksDialog({ classId, quiz, onClose }: StudentLinksDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(() => {
    const { loadLinks, ...actors } = createStudentLinksServices(http);
    // The links' read (`loadLinks`, given the record's request `{ classId, quizId }`) is the record child's (ADR 191).
    const fetchRecord = loadLinks as PromiseActorLogic<unknown, unknown>;
    return studentLinksMachine.provide({
      actors: { ...actors, linksRecord: recordMachine.provide({ actors: { fetchRecord } }) },
    });
  }, [http]);
  const actor = useActorRef(logic, { input: { classId, quizId: quiz.id }, ...useActorOptions() });
  const record = useSelector(actor, selectLinksRecord);
  const error = useSelector(actor, selectLinksError);
  const copiedAll = useSelector(actor, selectCopiedAll);
  const reminded = useSelector(actor, selectReminded);
  const busy = useSelector(actor, selectLinksBusy);

  return (
    <Dialog
      open
      onClose={onClose}
      size="xl"
      title={t('classes.linksTitle', { title: quiz.title })}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('classes.linksClose')}
        </Button>
      }
    >
      <RecordScreen<ClassQuizLinksResponse>
        record={record}
        size="section"
        loadingLabel={t('classes.linksLoading')}
        failedText={STUDENT_LINKS_MESSAGES.loadFailed}
        className="mt-4 flex max-h-[60vh] flex-col gap-3 overflow-auto"
      >
        {(data) => (
          <>
            {data.takenByStudents ? (
              <>
                <p className="text-sm text-slate-700">
                  {data.mailEnabled ? t('roster.linksHintMail') : t('roster.linksHintNoMail')}
                </p>
                {data.result.length > 0 ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <Button
                      variant="secondary"
                      onClick={() =>
                        actor.send({ type: 'links.copyAll', text: studentLinksText(data.result) })
                      }
                    >
                      {t('roster.copyAll')}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() =>
                        actor.send({
                          type: 'links.download',
                          csv: studentLinksCsv(data.result),
                          fileName: studentLinksFileName(quiz.title),
                        })
                      }
                    >
                      {t('roster.downloadLinks')}
                    </Button>
                    {data.mailEnabled ? (
                      <Button
                        variant="secondary"
                        busy={busy}
                        disabled={remindable(data.result) === 0}
                        onClick={() => actor.send({ type: 'links.remind' })}
                      >
                        {t('roster.remind', { count: remindable(data.result) })}
                      </Button>
                    ) : null}
                    <span role="status" className="text-sm text-emerald-800">
                      {copiedAll ? t('roster.allCopied') : ''}
                      {reminded && reminded.reminded.length > 0
                        ? t('roster.reminded', { list: reminded.reminded.join(', ') })
                        : ''}
                    </span>
                  </div>
                ) : null}
                <StudentLinksTable links={data.result} mailEnabled={data.mailEnabled} actor={actor} />
              </>
            ) : (
              <p className="text-sm text-slate-700">{t('classes.linksNotTaken')}</p>
            )}
            {data.notAssigned.length > 0 ? (
              <p className="text-sm text-amber-900">{ASSIGNMENT_MESSAGES.leftOut(data.notAssigned)}</p>
            ) : null}
            {error ? (
              <p role="alert" className="text-sm text-red-800">
                {error}
              </p>
            ) : null}
          </>
        )}
      </RecordScreen>
    </Dialog>
  );
}
