/**
 * The class picker's machine with its calls and SPEC's notifications: one for the class page's pickers and the
 * lists' bulk 'Add to class'.
 */
import { useMemo } from 'react';
import { ASSIGNMENT_MESSAGES } from '../../domain/take/assignments';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import { classPickerMachine } from '../../machines/classes/classPickerMachine';
import { createClassPickerServices } from '../../machines/classes/classServices';
import { useHttp, useNotificationsActor } from '../AppContext';
import { messageOf } from '../../domain/shared/messages';

export function useClassPickerLogic() {
  const http = useHttp();
  const notifications = useNotificationsActor();
  return useMemo(
    () =>
      classPickerMachine.provide({
        actors: createClassPickerServices(http),
        actions: {
          notifyAdded: (_, params) => {
            notifications.send({
              type: 'notify.show',
              kind: 'success',
              message: params.target === 'quiz' ? CLASS_MESSAGES.quizAdded : CLASS_MESSAGES.playlistsAdded,
            });
            if (params.notAssigned.length > 0)
              notifications.send({
                type: 'notify.show',
                kind: 'warning',
                message: ASSIGNMENT_MESSAGES.leftOut(params.notAssigned),
              });
          },
          notifyFailed: (_, params) =>
            notifications.send({
              type: 'notify.show',
              kind: 'error',
              message:
                params.target === 'playlist'
                  ? CLASS_MESSAGES.unableToAddPlaylists
                  : messageOf(params.error, CLASS_MESSAGES.unableToAddQuiz),
            }),
        },
      }),
    [http, notifications],
  );
}
