/** The deadline editor reads the time from its machine's clock: a screen started at any time shows that time's rules. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createActor } from 'xstate';
import { createI18n } from '../../../support/i18n';
import { deadlineMachine } from '../../../../src/machines/quiz/results/deadlineMachine';
import { format } from 'date-fns';
import { DeadlineEditor } from '../../../../src/views/quiz/results/DeadlineEditor';
import { shown, typeDate } from '../../../support/datePicker';

function renderAt(now: string, input: { endDate: string | null; subscriptionEndsAt: string | null }) {
  const actor = createActor(deadlineMachine, {
    input: { quizId: 7, startDate: null, ...input, clock: () => new Date(now) },
  }).start();
  render(
    <I18nextProvider i18n={createI18n()}>
      <DeadlineEditor actor={actor} />
    </I18nextProvider>,
  );
  return actor;
}

test('a deadline earlier than the clock shows Expired', () => {
  renderAt('2030-01-01T00:00:00.000Z', { endDate: '2029-12-31T00:00:00.000Z', subscriptionEndsAt: null });
  expect(screen.getByText('Expired')).toBeTruthy();
});

test('once the owner’s subscription has ended by the clock, Edit Deadline is disabled', () => {
  renderAt('2030-01-01T00:00:00.000Z', {
    endDate: null,
    subscriptionEndsAt: '2029-06-01T00:00:00.000Z',
  });
  expect(screen.getByRole('button', { name: /edit deadline/i }).hasAttribute('disabled')).toBe(true);
});

test('the picker starts on the clock’s day and a past choice rounds up from the clock', async () => {
  const user = userEvent.setup();
  const actor = renderAt('2030-01-01T10:07:00.000Z', {
    endDate: null,
    subscriptionEndsAt: '2031-01-01T00:00:00.000Z',
  });
  await user.click(screen.getByRole('button', { name: /edit deadline/i }));
  await typeDate(user, 'New deadline', '12/31/2029 09:00 AM');
  expect(shown('New deadline')).toBe(format(new Date('2030-01-01T10:30:00.000Z'), 'MM/dd/yyyy, hh:mm a'));
  actor.send({ type: 'deadline.change', value: '2029-01-01T00:00:00.000Z' });
  expect(actor.getSnapshot().context.draft).toBe('2030-01-01T10:30:00.000Z');
});
