import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createActor } from 'xstate';
import { createI18n } from '../../support/i18n';
import { notificationsMachine } from '../../../src/machines/shared/notificationsMachine';
import { sessionMachine } from '../../../src/machines/session/sessionMachine';
import { createUnusedHttp } from '../renderApp';
import { AppContext } from '../../../src/views/AppContext';
import { ErrorBoundary } from '../../../src/views/shared/ErrorBoundary';
import { createTestLanguage } from '../../support/languageActor';

function Broken(): never {
  throw new Error('a screen failed');
}

describe('error screen', () => {
  test("a failing screen shows 'Oops, something went wrong' and Refresh reloads the console's root", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    render(
      <AppContext.Provider
        value={{
          session: createActor(sessionMachine),
          notifications: createActor(notificationsMachine),
          language: createTestLanguage(),
          http: createUnusedHttp(),
          routePrefix: '/admin',
          reload,
        }}
      >
        <I18nextProvider i18n={createI18n()}>
          <ErrorBoundary>
            <Broken />
          </ErrorBoundary>
        </I18nextProvider>
      </AppContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledWith('/admin/');
  });
});
