import { render } from '@testing-library/react';
import { createActor } from 'xstate';
import { notificationsMachine } from '../../../src/machines/shared/notificationsMachine';
import { sessionMachine } from '../../../src/machines/session/sessionMachine';
import { createUnusedHttp } from '../renderApp';
import { AppContext } from '../../../src/views/AppContext';
import { useUnsavedChanges } from '../../../src/views/shared/useUnsavedChanges';
import { createTestLanguage } from '../../support/languageActor';

function Editor({ dirty }: { readonly dirty: boolean }) {
  useUnsavedChanges('sponsor-form', dirty);
  return null;
}

function leavePage(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useUnsavedChanges', () => {
  test('a dirty screen registers with the session and the browser asks before leaving; a clean one releases', () => {
    const session = createActor(sessionMachine).start();
    const services = {
      session,
      notifications: createActor(notificationsMachine),
      language: createTestLanguage(),
      http: createUnusedHttp(),
      routePrefix: '/admin',
      reload: vi.fn(),
    };
    const view = render(
      <AppContext.Provider value={services}>
        <Editor dirty={false} />
      </AppContext.Provider>,
    );
    expect(session.getSnapshot().context.unsaved).toEqual([]);
    expect(leavePage()).toBe(false);

    view.rerender(
      <AppContext.Provider value={services}>
        <Editor dirty />
      </AppContext.Provider>,
    );
    expect(session.getSnapshot().context.unsaved).toEqual(['sponsor-form']);
    expect(leavePage()).toBe(true);

    view.rerender(
      <AppContext.Provider value={services}>
        <Editor dirty={false} />
      </AppContext.Provider>,
    );
    expect(session.getSnapshot().context.unsaved).toEqual([]);
    expect(leavePage()).toBe(false);
  });
});
