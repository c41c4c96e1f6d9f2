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
  return (
    <div className="flex flex-col gap-2 overflow-x-auto">
      <p className="text-sm text-slate-700">{t('lti.sendsIntro')}</p>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('lti.colStudent')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('lti.colQuiz')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('lti.colPlatform')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('lti.colError')}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t('lti.colActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sends.map((send) => (
            <tr key={send.assignmentId} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3 break-all text-slate-900">{send.student}</td>
              <td className="py-2 pr-3 text-slate-900">{send.quizTitle}</td>
              <td className="py-2 pr-3 break-all text-slate-700">{send.platform}</td>
              <td className="py-2 pr-3 break-words text-slate-700">
                {t('lti.sendError', { attempts: send.attempts, error: send.error })}
              </td>
              <td className="py-2">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
