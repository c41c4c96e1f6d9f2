import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp';

describe('notifications layer', () => {
  test('errors are announced as alerts, other notifications as status; each one closes', async () => {
    const { notifications, user } = renderApp('/signin');
    await screen.findByRole('heading', { name: 'Admin Sign In' });
    act(() => {
      notifications.send({ type: 'notify.show', kind: 'error', message: 'Unable to delete Sponsor' });
      notifications.send({ type: 'notify.show', kind: 'info', message: 'Sponsor successfully deleted' });
    });
    const layer = screen.getByRole('region', { name: 'Notifications' });
    // The notifications come in a chunk of their own on the sign-in screen (ADR 328), into regions already there.
    expect(
      await within(within(layer).getByRole('alert')).findByText('Unable to delete Sponsor'),
    ).toBeVisible();
    expect(within(layer).getByRole('status')).toHaveTextContent('Sponsor successfully deleted');

    const closeButtons = within(layer).getAllByRole('button', { name: 'Close notification' });
    expect(closeButtons).toHaveLength(2);
    await user.click(closeButtons[0]!);
    expect(within(layer).queryByText('Unable to delete Sponsor')).not.toBeInTheDocument();
    expect(within(layer).getByText('Sponsor successfully deleted')).toBeInTheDocument();
  });
});
