import { screen, waitFor } from '@testing-library/react';
import type { GenerateQuestionsOutput } from '../../../../src/machines/quiz/editor/generateQuestionsMachine';
import { GenerateQuestionsDialog } from '../../../../src/views/quiz/editor/dialogs/GenerateQuestionsDialog';
import { aiStatus } from '../../../support/aiStatus';
import { renderEditor } from './renderEditor';

const input = {
  activityId: 'a1',
  activityTitle: 'Activity 1',
  articles: [{ id: 7, title: 'Sine waves', activityTitle: 'Activity 1' }],
};
const numeric = {
  questionType: 'numeric',
  title: 'What is the frequency of the tone?',
  definition: {
    answers: [{ id: '1', match: { kind: 'exact', value: 440 }, fraction: 1 }],
    units: [{ unit: 'Hz', multiplier: 1 }],
  },
};

test('an author picks Numeric by keyboard: the single/multiple choice goes away, and numeric questions are asked for and come back', async () => {
  const closed: (GenerateQuestionsOutput | null)[] = [];
  const { user, requests } = renderEditor(
    <GenerateQuestionsDialog input={input} onClose={(output) => closed.push(output)} />,
    ({ method }) =>
      method === 'GET'
        ? { status: 200, body: { content: aiStatus() } }
        : {
            status: 200,
            body: {
              type: 'done',
              questions: [numeric],
              report: { repaired: [], dropped: [] },
              usedToday: 1,
              dailyLimit: 20,
            },
          },
  );
  const type = await screen.findByRole('combobox', { name: 'Question type' });
  expect(type).toHaveDisplayValue('Multiple choice');
  expect(screen.getByRole('radio', { name: 'Multiple answers' })).toBeVisible();
  expect(Array.from(type.querySelectorAll('option'), (option) => option.textContent)).toEqual([
    'Multiple choice',
    'True / false',
    'Short answer',
    'Numeric',
    'Essay',
    'Matching',
    'Ordering',
    'Fill in the blanks',
    'Hot text',
    'Calculated',
  ]);

  // From Difficulty, the next stop is the type; a native select is then chosen from as the browser lets it.
  screen.getByRole('combobox', { name: 'Difficulty' }).focus();
  await user.tab();
  expect(type).toHaveFocus();
  await user.selectOptions(type, 'Numeric');
  expect(type).toHaveDisplayValue('Numeric');
  expect(screen.queryByRole('radio', { name: 'Multiple answers' })).toBeNull();

  screen.getByRole('button', { name: 'Generate' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(closed).toHaveLength(1));
  expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
    articleId: 7,
    questionType: 'numeric',
  });
  expect(closed[0]).toEqual({ activityId: 'a1', questions: [numeric] });
});

test('calculated questions: what the model wrote that its type refuses is named in the report before the rest is added', async () => {
  const calculated = {
    questionType: 'calculated',
    title: 'A tone has a frequency of {f} Hz. What is its period in milliseconds?',
    definition: {
      variables: [{ name: 'f', min: 200, max: 800, decimals: 0 }],
      formula: '1000 / f',
      tolerance: 0.01,
      relative: true,
      decimals: 2,
    },
  };
  const closed: (GenerateQuestionsOutput | null)[] = [];
  const { user, requests } = renderEditor(
    <GenerateQuestionsDialog input={input} onClose={(output) => closed.push(output)} />,
    ({ method }) =>
      method === 'GET'
        ? { status: 200, body: { content: aiStatus() } }
        : {
            status: 200,
            body: {
              type: 'done',
              questions: [calculated],
              report: {
                repaired: [{ number: 1, repairs: ['rangesMended'] }],
                dropped: [
                  { number: 2, reason: 'badFormula' },
                  { number: 3, reason: 'badWildcards' },
                ],
              },
              usedToday: 1,
              dailyLimit: 20,
            },
          },
  );
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Question type' }), 'Calculated');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  const report = await screen.findByRole('region', { name: 'What was mended or left out' });
  expect(report).toHaveTextContent('Question 1: wildcard ranges or decimals mended.');
  expect(report).toHaveTextContent(
    'Question 2 was left out: its formula did not give a number from its wildcards.',
  );
  expect(report).toHaveTextContent(
    'Question 3 was left out: it did not have 1 to 4 wildcards, each with a range.',
  );
  expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ questionType: 'calculated' });
  await user.click(screen.getByRole('button', { name: 'Add to the quiz' }));
  await waitFor(() => expect(closed).toEqual([{ activityId: 'a1', questions: [calculated] }]));
});
