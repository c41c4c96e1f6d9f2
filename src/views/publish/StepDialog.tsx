/**
 * The dialog of a lifecycle step that asks first (ADR 314): a send-back's note, an unpublish's reason, a schedule's
 * moment in the user's time zone (future only), a publication's confirmation. What keeps the step from being
 * taken (the lifecycle's check or the server's refusal) is shown where it belongs.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectAskedAt,
  selectAskedStep,
  selectStepAt,
  selectStepNote,
  selectStepProblem,
  selectTakingStep,
  type ArticleActionsActorRef,
} from '../../machines/publish/articleActionsMachine';
import { useMessage } from '../shared/useMessage';
import { Button } from '../ui/Button';
import { DateTimeField } from '../ui/DateTimeField';
import { Dialog } from '../ui/Dialog';
import { TextAreaField } from '../ui/TextAreaField';
import { stepKey } from './deskLabels';

const TITLES = {
  sendBack: 'publish.sendBackTitle',
  unpublish: 'publish.unpublishTitle',
  schedule: 'publish.scheduleTitle',
  publish: 'publish.publishTitle',
  republish: 'publish.republishTitle',
} as const;

/** The reader's time zone, as the moment picker reads and writes times in it. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function StepDialog({
  actions,
  title,
}: {
  readonly actions: ArticleActionsActorRef;
  readonly title: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const asked = useSelector(actions, selectAskedStep);
  const taking = useSelector(actions, selectTakingStep);
  const shown = asked ?? taking;
  const note = useSelector(actions, selectStepNote);
  const at = useSelector(actions, selectStepAt);
  const askedAt = useSelector(actions, selectAskedAt);
  const problem = message(useSelector(actions, selectStepProblem));
  const step = shown && shown in TITLES ? (shown as keyof typeof TITLES) : null;
  const cancel = () => actions.send({ type: 'step.cancel' });
  const withNote = step === 'sendBack' || step === 'unpublish';

  return (
    <Dialog
      open={step !== null}
      onClose={cancel}
      title={step ? t(TITLES[step]) : ''}
      description={
        step === 'unpublish'
          ? t('publish.unpublishHint')
          : step === 'publish'
            ? t('publish.publishText', { title })
            : step === 'republish'
              ? t('publish.republishText', { title })
              : undefined
      }
      actions={
        <>
          <Button variant="secondary" disabled={taking !== null} onClick={cancel}>
            {t('publish.cancel')}
          </Button>
          <Button
            variant={step === 'unpublish' ? 'danger' : 'primary'}
            busy={taking !== null}
            onClick={() => actions.send({ type: 'step.confirm' })}
          >
            {step ? t(stepKey(step)) : t('publish.confirm')}
          </Button>
        </>
      }
    >
      {withNote && (
        <TextAreaField
          className="mt-4"
          name="note"
          label={step === 'unpublish' ? t('publish.reason') : t('publish.sendBackNote')}
          description={step === 'sendBack' ? t('publish.sendBackHint') : undefined}
          value={note}
          error={problem}
          onChange={(event) => actions.send({ type: 'step.note', note: event.target.value })}
        />
      )}
      {step === 'schedule' && (
        <DateTimeField
          className="mt-4"
          name="at"
          label={t('publish.scheduleMoment')}
          description={t('publish.scheduleHint', { zone: timeZone() })}
          value={at}
          min={askedAt}
          error={problem}
          onChange={(value) => actions.send({ type: 'step.at', at: value })}
        />
      )}
      {!withNote && step !== 'schedule' && problem && (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
