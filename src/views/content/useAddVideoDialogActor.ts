/**
 * The Add Video dialog's actor: its machine provided with the article search and its notices, started when the
 * dialog mounts, its choice handed to `onDone` when it closes.
 *
 * @publicModule the quiz editor's Add Video and the playlist's Add article dialogs start it.
 */
import { useMemo } from 'react';
import type { OutputFrom } from 'xstate';
import { addVideoDialogMachine, type AddVideoInput } from '../../machines/content/addVideoDialogMachine';
import { createAddVideoServices } from '../../machines/quiz/editor/quizEditorServices';
import { useHttp, useNotificationsActor } from '../AppContext';
import { useDialogActor } from '../shared/useDialogActor';

export function useAddVideoDialogActor(
  input: AddVideoInput,
  onDone: (output: OutputFrom<typeof addVideoDialogMachine> | null) => void,
) {
  const http = useHttp();
  const notifications = useNotificationsActor();
  const logic = useMemo(
    () => addVideoDialogMachine.provide(createAddVideoServices(http, notifications)),
    [http, notifications],
  );
  return useDialogActor(logic, input, onDone);
}
