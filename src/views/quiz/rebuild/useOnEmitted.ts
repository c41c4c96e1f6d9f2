/** Calls `handler` each time the actor emits an event of `type` (a rebuild queued or done), while mounted. */
import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';

export function useOnEmitted(actor: AnyActorRef, type: string, handler: (() => void) | undefined) {
  useEffect(() => {
    const subscription = actor.on(type, () => handler?.());
    return () => subscription.unsubscribe();
  }, [actor, type, handler]);
}
