/** The scores the LMS kept refusing, each with Resend (ADR 256): on the LTI screen of admins and instructors. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailedScoreSends } from '../../api/lti/ltiContract';
import {
  ltiScoreSendsMachine,
  selectIsResending,
  selectResendOutcome,
  selectSendsRecord,
  type LtiScoreSendsActorRef,
} from '../../machines/lti/ltiScoreSendsMachine';
import { createLtiScoreSendsServices } from '../../machines/lti/ltiServices';
import { useActorOptions, useHttp } from '../AppContext';
import { Button } from '../ui/Button';
import { DataTable, type DataColumn } from '../ui/DataTable';
import { RecordScreen } from '../ui/RecordScreen';
import { Section } from '../ui/Section';

export function LtiScoreSendsPanel() {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(
    () => ltiScoreSendsMachine.provide({ actors: createLtiScoreSendsServices(http) }),
    [http],
  );
  const actor = useActorRef(logic, useActorOptions());
  const record = useSelector(actor, selectSendsRecord);
  const outcome = useSelector(actor, selectResendOutcome);

  return (
    <Section
      heading={t('lti.sendsHeading')}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <p role="status" className="text-sm font-medium text-slate-900 empty:hidden">
        {outcome
          ? t(outcome.outcome === 'resent' ? 'lti.resent' : 'lti.resendFailed', { student: outcome.student })
          : ''}
      </p>
      <RecordScreen<FailedScoreSends>
        record={record}
        size="section"
        loadingLabel={t('lti.sendsLoading')}
        failedText={t('lti.sendsLoadFailed')}
      >
        {({ sends }) => <FailedSends sends={sends} actor={actor} />}
      </RecordScreen>
    </Section>
  );
}

function FailedSends({
  sends,
  actor,
}: {
  readonly sends: FailedScoreSends['sends'];
  readonly actor: LtiScoreSendsActorRef;
}) {
  const { t } = useTranslation();
  const resending = useSelector(actor, selectIsResending);
  if (sends.length === 0) return <p className="text-sm text-slate-700">{t('lti.sendsEmpty')}</p>;
  type Send = FailedScoreSends['sends'][number];
  const columns: DataColumn<Send>[] = [
    {
      key: 'student',
      userText: true,
      header: t('lti.colStudent'),
      rowHeader: true,
      className: 'break-all',
      render: (send) => send.student,
    },
    { key: 'quiz', header: t('lti.colQuiz'), userText: true, render: (send) => send.quizTitle },
    {
      key: 'platform',
      header: t('lti.colPlatform'),
      className: 'break-all',
      render: (send) => send.platform,
    },
    {
      key: 'error',
      header: t('lti.colError'),
      className: 'break-words',
      render: (send) => t('lti.sendError', { attempts: send.attempts, error: send.error }),
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">{t('lti.sendsIntro')}</p>
      {/* Each row a card on a phone (ADR 267); Resend reports its own progress, so it is a button, not a menu. */}
      <DataTable
        label={t('lti.sendsHeading')}
        columns={columns}
        rows={sends}
        rowKey={(send) => send.assignmentId}
        actionsHeader={t('lti.colActions')}
        rowActions={(send) => (
          <Button
            variant="secondary"
            className="px-3 py-1"
            disabled={resending}
            aria-label={t('lti.resendOne', { student: send.student })}
            onClick={() =>
              actor.send({
                type: 'sends.resend',
                target: { assignmentId: send.assignmentId, student: send.student },
              })
            }
          >
            {t('lti.resend')}
          </Button>
        )}
      />
    </div>
  );
}
