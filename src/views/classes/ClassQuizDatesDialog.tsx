/**
 * The dates a class runs one of its quizzes by (ADR 217): its opening date and deadline, checked by the shared rule
 * before they are sent; saved, the dialog closes and the class is read again.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassQuiz } from '../../api/classes/classesContract';
import { DEADLINE_MESSAGES } from '../../domain/quiz/deadline';
import { createClassQuizDatesServices } from '../../machines/classes/classServices';
import {
  classQuizDatesMachine,
  selectDateErrors,
  selectDates,
  selectDatesError,
  selectDatesSaved,
  selectDatesSaving,
} from '../../machines/classes/classQuizDatesMachine';
import { selectUser } from '../../machines/session/sessionMachine';
import { useActorOptions, useClock, useHttp, useNotificationsActor, useSessionActor } from '../AppContext';
import { Button } from '../ui/Button';
import { DateTimeField } from '../ui/DateTimeField';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/FormError';

export interface ClassQuizDatesDialogProps {
  readonly classId: number;
  readonly quiz: ClassQuiz;
  /** `changed`: the dates were saved. */
  readonly onClose: (changed: boolean) => void;
}

export function ClassQuizDatesDialog({ classId, quiz, onClose }: ClassQuizDatesDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const user = useSelector(useSessionActor(), selectUser);
  const logic = useMemo(
    () => classQuizDatesMachine.provide({ actors: createClassQuizDatesServices(http) }),
    [http],
  );
  const actor = useActorRef(logic, {
    input: { classId, quiz, subscriptionEndsAt: user?.subscriptionEndsAt ?? null, clock: useClock() },
    ...useActorOptions(),
  });
  const dates = useSelector(actor, selectDates);
  const errors = useSelector(actor, selectDateErrors);
  const error = useSelector(actor, selectDatesError);
  const saving = useSelector(actor, selectDatesSaving);
  const saved = useSelector(actor, selectDatesSaved);

  useEffect(() => {
    if (!saved) return;
    notifications.send({ type: 'notify.show', kind: 'success', message: DEADLINE_MESSAGES.updated });
    onClose(true);
  }, [saved, notifications, onClose]);

  const formId = `class-quiz-dates-${quiz.id}`;
  return (
    <Dialog
      open
      onClose={() => onClose(false)}
      title={t('classes.datesTitle', { title: quiz.title })}
      description={t('classes.datesHint')}
      actions={
        <>
          <Button variant="secondary" disabled={saving} onClick={() => onClose(false)}>
            {t('delivery.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {t('classes.saveDates')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="mt-3 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'dates.save' });
        }}
      >
        <DateTimeField
          label={t('classes.opensAtLabel')}
          name="opensAt"
          value={dates.opensAt}
          error={errors.opensAt ?? null}
          onChange={(value) => actor.send({ type: 'dates.change', field: 'opensAt', value })}
        />
        <DateTimeField
          label={t('classes.colDeadline')}
          name="deadline"
          value={dates.deadline}
          max={user?.subscriptionEndsAt ?? null}
          error={errors.deadline ?? null}
          description={t('delivery.deadlineHint')}
          onChange={(value) => actor.send({ type: 'dates.change', field: 'deadline', value })}
        />
        <FormError message={error} />
      </form>
    </Dialog>
  );
}
