/** A dialog's own actor: started when the dialog mounts, and its output handed to `onDone` when it finishes. */
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type {
  ActorRefFrom,
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  InputFrom,
  OutputFrom,
} from 'xstate';
import { useActorOptions } from '../AppContext';

export function useDialogActor<TMachine extends AnyStateMachine>(
  logic: TMachine,
  input: InputFrom<TMachine>,
  onDone: (output: OutputFrom<TMachine> | null) => void,
): ActorRefFrom<TMachine> {
  const actor = useActorRef(logic, { input, ...useActorOptions() }) as ActorRefFrom<TMachine>;
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const subscription = (actor as AnyActorRef).subscribe((snapshot: AnyMachineSnapshot) => {
      if (snapshot.status === 'done') done.current((snapshot.output ?? null) as OutputFrom<TMachine> | null);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return actor;
}
