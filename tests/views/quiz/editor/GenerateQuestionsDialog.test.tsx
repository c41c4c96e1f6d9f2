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

test('without an API key on the server the dialog explains how to turn generation on, and offers no Generate', async () => {
  const { requests } = renderEditor(
    <GenerateQuestionsDialog input={input} onClose={() => undefined} />,
    () => ({ status: 200, body: status(false) }),
  );
  expect(await screen.findByText('Question generation is not set up')).toBeVisible();
  expect(screen.getByText(/AI_API_KEY/)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
  expect(requests.map((r) => r.path)).toEqual(['/api/admin/ai/status']);
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
