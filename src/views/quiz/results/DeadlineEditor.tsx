/**
 * The editable Deadline of the results screen: shows the deadline (a date, a dash, or 'Expired'), and, unless the
 * owner's trial has ended, a picker bounded by today (or the start date) and the subscription end.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeadlineDisplay } from '../../../domain/quiz/quiz';
import {
  selectDeadlineDisplay,
  selectDeadlineError,
  selectDeadlinePicker,
  selectDraft,
  selectIsEditing,
  selectIsSaving,
  type DeadlineActorRef,
} from '../../../machines/quiz/results/deadlineMachine';
import { Button } from '../../ui/Button';
import { DateTimeField } from '../../ui/DateTimeField';
import { TrialLocked, TrialNotice } from '../TrialNotice';
import { useFormat } from '../../shared/useFormat';

/** The deadline as its machine shows it at its current time: a date, a dash, or 'Expired'. */
export function DeadlineText({ shown }: { shown: DeadlineDisplay }) {
  const format = useFormat();
  const { t } = useTranslation();
  if (shown.kind === 'none') return <span>{t('delivery.deadlineNone')}</span>;
  if (shown.kind === 'expired')
    return <span className="font-semibold text-red-700">{t('delivery.deadlineExpired')}</span>;
  return <span>{format.dayTime(shown.date.toISOString())}</span>;
}

/** `perClass`: some classes run the quiz by their own dates, which this deadline does not change (ADR 353). */
export function DeadlineEditor({ actor, perClass = false }: { actor: DeadlineActorRef; perClass?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const editing = useSelector(actor, selectIsEditing);
  const saving = useSelector(actor, selectIsSaving);
  const draft = useSelector(actor, selectDraft);
  const error = useSelector(actor, selectDeadlineError);
  const shown = useSelector(actor, selectDeadlineDisplay);
  const { editable, min, max } = useSelector(actor, selectDeadlinePicker);

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <DeadlineText shown={shown} />
        {editable || !max ? (
          <Button
            variant="secondary"
            className="px-2 py-1"
            disabled={!editable}
            onClick={() => actor.send({ type: 'deadline.edit' })}
          >
            {t('delivery.editDeadline')}
          </Button>
        ) : (
          <>
            <TrialLocked message={t('delivery.deadlineTrialExpired')}>
              <Button variant="secondary" className="px-2 py-1" disabled aria-describedby={`${id}-expired`}>
                {t('delivery.editDeadline')}
              </Button>
            </TrialLocked>
            <TrialNotice id={`${id}-expired`} endedAt={max} screen="results" className="w-full" />
          </>
        )}
      </div>
    );
  }

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'deadline.save' });
      }}
    >
      <DateTimeField
        label={t('delivery.deadlineLabel')}
        name="deadline"
        value={draft}
        min={min}
        max={max}
        error={error}
        description={
          <>
            <span className="block font-medium">
              {t(perClass ? 'delivery.deadlineScopeClasses' : 'delivery.deadlineScopeQuiz')}
            </span>
            <span className="block">{t('delivery.deadlineHint')}</span>
            <span className="block">{t('delivery.deadlineBeyond')}</span>
          </>
        }
        onChange={(value) => actor.send({ type: 'deadline.change', value })}
      />
      <div className="flex gap-2">
        <Button type="submit" busy={saving}>
          {t('delivery.saveDeadline')}
        </Button>
        <Button
          variant="secondary"
          disabled={saving}
          onClick={() => actor.send({ type: 'deadline.change', value: null })}
        >
          {t('delivery.clearDeadline')}
        </Button>
        <Button variant="ghost" disabled={saving} onClick={() => actor.send({ type: 'deadline.cancel' })}>
          {t('delivery.cancel')}
        </Button>
      </div>
    </form>
  );
}
