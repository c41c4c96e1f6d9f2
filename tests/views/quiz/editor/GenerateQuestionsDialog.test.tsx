import { screen } from '@testing-library/react';
import { GenerateQuestionsDialog } from '../../../../src/views/quiz/editor/dialogs/GenerateQuestionsDialog';
import { aiStatus } from '../../../support/aiStatus';
import { renderEditor } from './renderEditor';

const status = (enabled: boolean, usedToday = 0) => ({ content: aiStatus({ enabled, usedToday }) });
const input = {
  activityId: 'a1',
  activityTitle: 'Activity 1',
  articles: [{ id: 7, title: 'Sine waves', activityTitle: 'Activity 1' }],
};

test('without an API key on the server the dialog says whom to ask, names no server setting, and offers no Generate', async () => {
  const { requests } = renderEditor(
    <GenerateQuestionsDialog input={input} onClose={() => undefined} />,
    () => ({ status: 200, body: status(false) }),
  );
  expect(await screen.findByText('Question generation is not set up')).toBeVisible();
  expect(screen.getByText('Ask your site administrator to set it up for this site.')).toBeVisible();
  expect(document.body.textContent).not.toMatch(/AI_API_KEY|AI_BASE_URL/);
  expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
  // The status, and what the institution's grants lock (ADR 355): nothing else is asked.
  expect(requests.map((r) => r.path).sort()).toEqual(['/api/admin/ai/status', '/api/admin/feature_access']);
});

test('with AI generation locked by the grants, the dialog says so calmly and Generate waits', async () => {
  renderEditor(<GenerateQuestionsDialog input={input} onClose={() => undefined} />, ({ url }) =>
    url.pathname === '/api/admin/feature_access'
      ? {
          status: 200,
          body: {
            content: {
              locks: [
                {
                  feature: 'aiGeneration',
                  product: 'Science Education',
                  endedAt: '2026-03-01T00:00:00.000Z',
                },
              ],
            },
          },
        }
      : { status: 200, body: status(true) },
  );
  expect(
    await screen.findByText(
      /^Locked for now — AI question generation: your institution’s grant of Science Education/,
    ),
  ).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Generate' })).toBeDisabled();
});

test('at the daily limit the form says so and Generate is disabled', async () => {
  renderEditor(<GenerateQuestionsDialog input={input} onClose={() => undefined} />, () => ({
    status: 200,
    body: status(true, 20),
  }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You have used today’s 20 generations. The limit starts again at midnight UTC.',
  );
  expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
  expect(screen.getByText('20 of 20 generations used today')).toBeVisible();
});
