/**
 * Second chances on a student's result (ADR 212): a factor typed with a decimal comma is sent as 1.5 and the screen
 * reads the result again; a factor out of range is said beside the field and nothing is sent; a submitted attempt
 * offers Reopen, which sends the chosen deadline; a quiz without a time limit offers no extra time.
 */
import { screen, waitFor } from '@testing-library/react';
import { ACCOMMODATION_MESSAGES } from '../../../../src/domain/take/accommodations';
import { SecondChancesPanel } from '../../../../src/views/quiz/results/SecondChancesPanel';
import { renderScreen, type FakeRoute } from './renderScreen';

const SAVED = {
  extraMinutes: null,
  timeFactor: null,
  personalDeadline: null,
  timed: true,
  deadline: '2026-12-01T17:00:00.000Z',
  reopenable: false,
  reopenedAt: null,
  reopenedBy: null,
};

const server =
  (saved: typeof SAVED): FakeRoute =>
  ({ method, body }) => {
    if (method === 'PUT')
      return { status: 200, body: { content: { ...saved, ...(body as object), timeFactor: 1.5 } } };
    if (method === 'POST')
      return {
        status: 200,
        body: {
          content: {
            ...saved,
            reopenable: false,
            reopenedAt: '2026-11-20T10:00:00.000Z',
            reopenedBy: 'Cora Corporate',
          },
        },
      };
    return { status: 200, body: { content: saved } };
  };

test('a factor of 1,5 is sent as 1.5 and the result is read again; 20 is refused beside the field, unsent', async () => {
  let refreshed = 0;
  const { user, requests } = renderScreen(
    <SecondChancesPanel assignId={9} onChanged={() => (refreshed += 1)} />,
    server(SAVED),
  );
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Extra time' }), 'factor');
  const factor = screen.getByRole('textbox', { name: 'Factor (such as 1.5)' });
  await user.type(factor, '20');
  await user.click(screen.getByRole('button', { name: 'Save second chances' }));
  expect(await screen.findByText(ACCOMMODATION_MESSAGES.timeFactor)).toBeInTheDocument();
  expect(factor).toHaveAttribute('aria-invalid', 'true');
  expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

  await user.clear(factor);
  await user.type(factor, '1,5');
  await user.click(screen.getByRole('button', { name: 'Save second chances' }));
  await waitFor(() => expect(refreshed).toBe(1));
  expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
    path: '/api/admin/quiz/assign/9/accommodation',
    body: { extraMinutes: null, timeFactor: 1.5, personalDeadline: null },
  });
});

test('a submitted attempt offers Reopen; an untimed quiz offers no extra time', async () => {
  const { user, requests } = renderScreen(
    <SecondChancesPanel assignId={9} onChanged={() => {}} />,
    server({ ...SAVED, timed: false, reopenable: true }),
  );
  expect(await screen.findByRole('combobox', { name: 'Extra time' })).toBeDisabled();
  expect(
    screen.getByText('This quiz has no time limit: extra time applies to timed quizzes.'),
  ).toBeInTheDocument();
  const reopen = screen.getByRole('button', { name: 'Reopen attempt' });
  expect(reopen).toBeDisabled();
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Save second chances' }));
  await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
});
