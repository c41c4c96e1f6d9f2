/** The review setting on the Results screen (ADR 210), over a fake API that keeps what it was sent. */
import { screen, within } from '@testing-library/react';
import { REVIEW_SETTINGS_PATHS } from '../../../../src/api/quiz/results/reviewSettingsContract';
import { ReviewSettingsForm } from '../../../../src/views/quiz/results/ReviewSettingsForm';
import { renderScreen, type FakeRoute } from './renderScreen';

function settingsServer(options: { failLoads?: number; failSave?: boolean } = {}) {
  const stored = { score: 'at_once', answers: 'never', releasedAt: null as string | null };
  let failLoads = options.failLoads ?? 0;
  const route: FakeRoute = ({ method, url, body }) => {
    if (url.pathname === REVIEW_SETTINGS_PATHS.settings(5) && method === 'GET') {
      if (failLoads-- > 0) return { status: 500, body: { message: 'Server error' } };
      return { status: 200, body: { content: stored } };
    }
    if (url.pathname === REVIEW_SETTINGS_PATHS.settings(5) && method === 'PUT') {
      if (options.failSave)
        return { status: 400, body: { content: { message: 'Choose a value from the list' } } };
      Object.assign(stored, body);
      return { status: 200, body: { content: stored } };
    }
    if (url.pathname === REVIEW_SETTINGS_PATHS.release(5)) {
      const { released } = body as { released: boolean };
      stored.releasedAt = released ? (stored.releasedAt ?? '2026-05-01T10:00:00.000Z') : null;
      return { status: 200, body: { content: stored } };
    }
    return { status: 404 };
  };
  return { stored, route };
}

test('the instructor picks "When I release it", saves, releases the scores and withdraws the release', async () => {
  const server = settingsServer();
  const { user, messages } = renderScreen(<ReviewSettingsForm quizId={5} />, server.route);
  const form = await screen.findByRole('region', { name: 'What students see' });
  const score = await within(form).findByRole('combobox', { name: 'Score' });
  expect(score).toHaveValue('at_once');
  expect(within(form).getByRole('combobox', { name: 'Right answers and feedback' })).toHaveValue('never');
  expect(within(form).queryByRole('button', { name: 'Release scores' })).not.toBeInTheDocument();

  await user.selectOptions(score, 'When I release it');
  await user.selectOptions(
    within(form).getByRole('combobox', { name: 'Right answers and feedback' }),
    'After the deadline',
  );
  await user.click(within(form).getByRole('button', { name: 'Save review setting' }));
  expect(await within(form).findByText('Scores are not released yet.')).toBeInTheDocument();
  expect(server.stored).toMatchObject({ score: 'on_release', answers: 'after_deadline' });
  expect(messages()).toContain('Review setting saved');

  await user.click(within(form).getByRole('button', { name: 'Release scores' }));
  expect(await within(form).findByText(/^Scores released /)).toBeInTheDocument();
  expect(server.stored.releasedAt).not.toBeNull();
  await user.click(within(form).getByRole('button', { name: 'Withdraw release' }));
  expect(await within(form).findByText('Scores are not released yet.')).toBeInTheDocument();
  expect(server.stored.releasedAt).toBeNull();
});

test('a failed load offers Try again; a refused save keeps the choice and shows the message', async () => {
  const server = settingsServer({ failLoads: 1, failSave: true });
  const { user } = renderScreen(<ReviewSettingsForm quizId={5} />, server.route);
  expect(await screen.findByText('The review setting could not be loaded.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  const score = await screen.findByRole('combobox', { name: 'Score' });
  await user.selectOptions(score, 'After the deadline');
  await user.click(screen.getByRole('button', { name: 'Save review setting' }));
  expect(await screen.findByText('Choose a value from the list')).toBeInTheDocument();
  expect(score).toHaveValue('after_deadline');
  expect(server.stored.score).toBe('at_once');
});

test('a setting whose right answers show before the score says so under the settings, before it is saved', async () => {
  const server = settingsServer();
  const { user } = renderScreen(<ReviewSettingsForm quizId={5} />, server.route);
  const form = await screen.findByRole('region', { name: 'What students see' });
  const score = await within(form).findByRole('combobox', { name: 'Score' });
  const answers = within(form).getByRole('combobox', { name: 'Right answers and feedback' });
  expect(within(form).queryByText(/give the score away/)).not.toBeInTheDocument();

  await user.selectOptions(score, 'When I release it');
  await user.selectOptions(answers, 'After submitting');
  expect(within(form).getByText(/give the score away/)).toBeInTheDocument();

  await user.selectOptions(answers, 'Never');
  expect(within(form).queryByText(/give the score away/)).not.toBeInTheDocument();
});
