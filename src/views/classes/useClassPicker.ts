/**
 * The class picker's actor with its calls and SPEC's notifications, and what its dialogs read and send: one for the
 * class page's pickers and the lists' bulk 'Add to class'. The dialog closes with `onClose(added)` when the picker
 * ends.
 *
 * @publicModule the quiz lists' bulk 'Add to class' uses it.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { ASSIGNMENT_MESSAGES } from '../../domain/take/assignments';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import { messageOf } from '../../domain/shared/messages';
import {
  classPickerMachine,
  selectIsAdding,
  selectOtherClasses,
  selectOutcome,
  selectTargetClassIds,
  type ClassPickerInput,
} from '../../machines/classes/classPickerMachine';
import { createClassPickerServices } from '../../machines/classes/classServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';

export function useClassPicker(input: ClassPickerInput, onClose: (added: boolean) => void) {
  const logic = useClassPickerLogic();
  const picker = useActorRef(logic, { input, ...useActorOptions() });
  const outcome = useSelector(picker, selectOutcome);
  useEffect(() => {
    if (outcome !== null) onClose(outcome);
  }, [outcome, onClose]);
  return {
    picker,
    /** The classes ticked as targets, and the caller's classes offered. */
    classIds: useSelector(picker, selectTargetClassIds),
    classes: useSelector(picker, selectOtherClasses),
    adding: useSelector(picker, selectIsAdding),
    open: outcome === null,
    cancel: () => picker.send({ type: 'picker.cancel' }),
    submit: () => picker.send({ type: 'picker.submit' }),
    toggleClass: (id: number) => picker.send({ type: 'picker.toggleClass', id }),
  };
}

function useClassPickerLogic() {
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
