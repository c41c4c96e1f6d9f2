/** The bulk Set deadline of a quiz list: its actor, telling what was saved and each reason a quiz was refused. */
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEADLINE_MESSAGES } from '../../../domain/quiz/deadline';
import { bulkDeadlineMachine } from '../../../machines/quiz/lists/bulkDeadlineMachine';
import type { QuizListServices } from '../../../machines/quiz/lists/quizListServices';
import { useActorOptions, useNotificationsActor } from '../../AppContext';

export function useBulkDeadline(setDeadlines: QuizListServices['setDeadlines'], onChanged: () => void) {
  const { t } = useTranslation();
  const notifications = useNotificationsActor();
  const logic = useMemo(() => {
    const notify = (kind: 'success' | 'error', message: string) =>
      notifications.send({ type: 'notify.show', kind, message });
    return bulkDeadlineMachine.provide({
      actors: { setDeadlines },
      actions: {
        notifySaved: (_, { saved, refused }) => {
          if (saved > 0) notify('success', DEADLINE_MESSAGES.updated);
          // One notification per reason, naming every quiz it kept from changing.
          const byMessage = new Map<string, string[]>();
          for (const { message, title } of refused)
            byMessage.set(message, [...(byMessage.get(message) ?? []), title]);
          for (const [message, titles] of byMessage)
            notify('error', t('bulk.deadlineRefused', { titles: titles.join(', '), message }));
        },
        notifyFailed: () => notify('error', DEADLINE_MESSAGES.failed),
        reloadList: () => onChanged(),
      },
    });
  }, [notifications, setDeadlines, t, onChanged]);
  return useActorRef(logic, useActorOptions());
}
