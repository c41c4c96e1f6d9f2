/** Ctrl+Alt+I opens and closes the inspector from anywhere in the window. */
import { useEffect } from 'react';
import type { InspectorActorRef } from '../../machines/dev/inspectorMachine';

export const INSPECTOR_SHORTCUT = 'Control+Alt+I';

const isShortcut = (event: globalThis.KeyboardEvent) =>
  event.ctrlKey && event.altKey && !event.shiftKey && !event.metaKey && event.code === 'KeyI';

export function useInspectorShortcut(inspector: InspectorActorRef) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      inspector.send({ type: 'inspector.toggle' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [inspector]);
}
