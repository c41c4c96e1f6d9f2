/**
 * The unsaved-changes guard every editing screen plugs into: while `dirty`, the screen is registered with the
 * session (sign out is then blocked) and the browser asks before the page is left or reloaded.
 */
import { useEffect } from 'react';
import { useSessionActor } from '../AppContext';

function askBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

export function useUnsavedChanges(id: string, dirty: boolean): void {
  const session = useSessionActor();
  useEffect(() => {
    if (!dirty) return undefined;
    session.send({ type: 'unsaved.register', id });
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', askBeforeUnload);
      session.send({ type: 'unsaved.release', id });
    };
  }, [session, id, dirty]);
}
