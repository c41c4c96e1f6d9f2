/**
 * The attempts setting on the results screen (ADR 219): how many attempts a student may make and which counts,
 * saved with one button. Its own actor loads and saves it.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTEMPT_COUNTING, type AttemptCounting } from '../../../domain/take/attemptCounting';
import {
  attemptsSettingMachine,
  selectAttemptsDraft,
  selectAttemptsError,
  selectAttemptsFailed,
  selectAttemptsSaving,
} from '../../../machines/quiz/results/attemptsSettingMachine';
import { createAttemptsSettingServices } from '../../../machines/quiz/results/attemptsServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../../AppContext';
import { SelectField } from '../../ui/SelectField';
import { SettingsForm } from './SettingsForm';
import { SettingsSection } from './SettingsSection';

/** The numbers offered; a quiz set to another number through the API shows it too. */
const CHOICES = [1, 2, 3, 4, 5, 10] as const;
const UNLIMITED = 'unlimited';

export function AttemptsSettingForm({ quizId }: { readonly quizId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const savedMessage = t('attempts.saved');
  const logic = useMemo(
    () => attemptsSettingMachine.provide(createAttemptsSettingServices(http, notifications, savedMessage)),
    [http, notifications, savedMessage],
  );
  const actor = useActorRef(logic, { input: { quizId }, ...useActorOptions() });
  const draft = useSelector(actor, selectAttemptsDraft);
  const failed = useSelector(actor, selectAttemptsFailed);
  const saving = useSelector(actor, selectAttemptsSaving);
  const error = useSelector(actor, selectAttemptsError);
  const numbers =
    draft?.maxAttempts != null && !(CHOICES as readonly number[]).includes(draft.maxAttempts)
      ? [...CHOICES, draft.maxAttempts]
      : CHOICES;

  return (
    <SettingsSection
      id={id}
      heading={t('attempts.heading')}
      failed={failed}
      failedText={t('attempts.loadFailed')}
      retryLabel={t('attempts.retry')}
      onRetry={() => actor.send({ type: 'attempts.retry' })}
    >
      {draft && (
        <SettingsForm
          id={id}
          hint={t('attempts.hint')}
          error={error}
          saveLabel={t('attempts.save')}
          saving={saving}
          onSave={() => actor.send({ type: 'attempts.save' })}
        >
          <SelectField
            label={t('attempts.allowed')}
            name="maxAttempts"
            value={draft.maxAttempts === null ? UNLIMITED : String(draft.maxAttempts)}
            options={[
              ...numbers.map((n) => ({ value: String(n), label: String(n) })),
              { value: UNLIMITED, label: t('attempts.unlimited') },
            ]}
            onChange={(event) =>
              actor.send({
                type: 'attempts.max',
                value: event.target.value === UNLIMITED ? null : Number(event.target.value),
              })
            }
          />
          <SelectField
            label={t('attempts.counting')}
            name="attemptCounting"
            value={draft.counting}
            options={ATTEMPT_COUNTING.map((value) => ({ value, label: t(`attempts.${value}`) }))}
            onChange={(event) =>
              actor.send({ type: 'attempts.counting', value: event.target.value as AttemptCounting })
            }
          />
        </SettingsForm>
      )}
    </SettingsSection>
  );
}
