/**
 * The review setting beside the deadline on the results screen (ADR 210): when students see the score and when
 * the right answers and feedback, saved with one button; with the score "When I release it", Release scores, or
 * Withdraw release once released. Its own actor loads and saves it.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANSWERS_SHOWN,
  SCORE_SHOWN,
  type AnswersShown,
  type ScoreShown,
} from '../../../domain/take/reviewRules';
import {
  reviewSettingsMachine,
  selectReviewBusy,
  selectReviewDraft,
  selectReviewError,
  selectReviewFailed,
  selectReviewReleasing,
  selectReviewRevealsScore,
  selectReviewSaved,
  selectReviewSaving,
} from '../../../machines/quiz/results/reviewSettingsMachine';
import { createReviewSettingsServices } from '../../../machines/quiz/results/reviewSettingsServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../../AppContext';
import { useFormat } from '../../shared/useFormat';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { SettingsForm } from './SettingsForm';
import { SettingsSection } from './SettingsSection';

const SCORE_KEYS = {
  at_once: 'reviewSettings.scoreAtOnce',
  after_deadline: 'reviewSettings.scoreAfterDeadline',
  on_release: 'reviewSettings.scoreOnRelease',
} as const satisfies Record<ScoreShown, string>;
const ANSWERS_KEYS = {
  never: 'reviewSettings.answersNever',
  after_submit: 'reviewSettings.answersAfterSubmit',
  after_deadline: 'reviewSettings.answersAfterDeadline',
} as const satisfies Record<AnswersShown, string>;

export function ReviewSettingsForm({ quizId }: { readonly quizId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const savedMessage = t('reviewSettings.saved');
  const logic = useMemo(
    () => reviewSettingsMachine.provide(createReviewSettingsServices(http, notifications, savedMessage)),
    [http, notifications, savedMessage],
  );
  const actor = useActorRef(logic, { input: { quizId }, ...useActorOptions() });
  const draft = useSelector(actor, selectReviewDraft);
  const saved = useSelector(actor, selectReviewSaved);
  const failed = useSelector(actor, selectReviewFailed);
  const saving = useSelector(actor, selectReviewSaving);
  const releasing = useSelector(actor, selectReviewReleasing);
  const busy = useSelector(actor, selectReviewBusy);
  const error = useSelector(actor, selectReviewError);
  const revealsScore = useSelector(actor, selectReviewRevealsScore);

  return (
    <SettingsSection
      id={id}
      heading={t('reviewSettings.heading')}
      failed={failed}
      failedText={t('reviewSettings.loadFailed')}
      retryLabel={t('reviewSettings.retry')}
      onRetry={() => actor.send({ type: 'review.retry' })}
    >
      {draft && saved && (
        <>
          <SettingsForm
            id={id}
            hint={t('reviewSettings.hint')}
            error={error}
            saveLabel={t('reviewSettings.save')}
            saving={saving}
            otherBusy={busy && !saving}
            onSave={() => actor.send({ type: 'review.save' })}
          >
            <SelectField
              label={t('reviewSettings.score')}
              name="reviewScore"
              value={draft.score}
              options={SCORE_SHOWN.map((value) => ({ value, label: t(SCORE_KEYS[value]) }))}
              onChange={(event) =>
                actor.send({ type: 'review.score', value: event.target.value as ScoreShown })
              }
            />
            <SelectField
              label={t('reviewSettings.answers')}
              name="reviewAnswers"
              value={draft.answers}
              options={ANSWERS_SHOWN.map((value) => ({ value, label: t(ANSWERS_KEYS[value]) }))}
              onChange={(event) =>
                actor.send({ type: 'review.answers', value: event.target.value as AnswersShown })
              }
            />
          </SettingsForm>
          <p aria-live="polite" className="text-sm font-medium text-amber-800 empty:hidden">
            {revealsScore ? t('reviewSettings.revealsScore') : ''}
          </p>
          {saved.score === 'on_release' && (
            <div className="flex flex-wrap items-center gap-2" aria-live="polite">
              <span data-testid="review-release-state">
                {saved.releasedAt
                  ? t('reviewSettings.released', { when: format.dayTime(saved.releasedAt) })
                  : t('reviewSettings.notReleased')}
              </span>
              {saved.releasedAt ? (
                <Button
                  variant="secondary"
                  busy={releasing}
                  disabled={busy && !releasing}
                  onClick={() => actor.send({ type: 'review.withdraw' })}
                >
                  {t('reviewSettings.withdraw')}
                </Button>
              ) : (
                <Button
                  busy={releasing}
                  disabled={busy && !releasing}
                  onClick={() => actor.send({ type: 'review.release' })}
                >
                  {t('reviewSettings.release')}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </SettingsSection>
  );
}
