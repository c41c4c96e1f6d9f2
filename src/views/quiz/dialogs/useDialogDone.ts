/** Calls `onDone` with a dialog actor's output once its machine reaches its final state. */
import { useEffect, useEffectEvent } from 'react';
import type { AnyActorRef } from 'xstate';

export function useDialogDone<TOutput>(actor: AnyActorRef, onDone: (output: TOutput) => void): void {
  const done = useEffectEvent((output: TOutput) => onDone(output));
  useEffect(() => {
    const subscription = actor.subscribe((snapshot: { status: string; output?: unknown }) => {
      if (snapshot.status === 'done') done(snapshot.output as TOutput);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
