/**
 * Several attempts in the console (ADR 219), over a fake API that keeps what it was sent: the attempts setting on
 * Results (how many, unlimited, which counts) and a student's attempts with the one that counts marked.
 */
import { screen, within } from '@testing-library/react';
import { ATTEMPTS_PATHS } from '../../../../src/api/quiz/results/attemptsContract';
import { AttemptsSettingForm } from '../../../../src/views/quiz/results/AttemptsSettingForm';
import { StudentAttempts } from '../../../../src/views/quiz/results/StudentAttempts';
import { renderScreen, type FakeRoute } from './renderScreen';

test('the instructor allows unlimited attempts with the average counting, and saves', async () => {
  const stored: { maxAttempts: number | null; counting: string } = { maxAttempts: 1, counting: 'highest' };
  const route: FakeRoute = ({ method, url, body }) => {
    if (url.pathname !== ATTEMPTS_PATHS.setting(5)) return { status: 404 };
    if (method === 'PUT') Object.assign(stored, body);
    return { status: 200, body: { content: stored } };
  };
  const { user, messages } = renderScreen(<AttemptsSettingForm quizId={5} />, route);
  const form = await screen.findByRole('region', { name: 'Attempts' });
  const allowed = await within(form).findByRole('combobox', { name: 'Attempts allowed' });
  expect(allowed).toHaveValue('1');
  await user.selectOptions(allowed, 'Unlimited');
  await user.selectOptions(
    within(form).getByRole('combobox', { name: 'Which attempt counts' }),
    'The average',
  );
  await user.click(within(form).getByRole('button', { name: 'Save attempts setting' }));
  await vi.waitFor(() => expect(messages()).toContain('Attempts setting saved'));
  expect(stored).toEqual({ maxAttempts: null, counting: 'average' });
  expect(allowed).toHaveValue('unlimited');
});

test("a student's attempts list each score and mark the one that counts", async () => {
  const attempt = (number: number, score: number, percentage: number) => ({
    number,
    score,
    maxScore: 2,
    percentage,
    needsGrading: false,
    submitAt: `2026-05-0${number}T10:00:00.000Z`,
  });
  renderScreen(<StudentAttempts assignId={11} />, ({ url }) =>
    url.pathname === ATTEMPTS_PATHS.ofStudent(11)
      ? {
          status: 200,
          body: {
            content: {
              counting: 'highest',
              countedNumber: 2,
              attempts: [attempt(1, 1, 50), attempt(2, 2, 100)],
            },
          },
        }
      : { status: 404 },
  );
  const list = await screen.findByRole('region', { name: 'Attempts' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^Attempt 11 of 2 · 50 %/),
    expect.stringMatching(/^Attempt 22 of 2 · 100 %.*Counts$/),
  ]);
  expect(within(rows[0]!).queryByText('Counts')).not.toBeInTheDocument();
});
