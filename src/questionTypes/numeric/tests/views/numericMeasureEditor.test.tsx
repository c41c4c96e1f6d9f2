/**
 * The numeric question's Measurement section in the editor (ADR 384), by role and label: an author asks for the unit
 * mm, 2 significant figures and shares of 60/20/20 %, and the definition saved holds that measure; shares that do not
 * add up are named beside them on save and nothing is sent; undo takes the measure away again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { QuizEditPayloadSchema } from '../../../../domain/quiz/quizPayload';
import { validateQuiz } from '../../../../domain/quiz/quizValidation';
import QuizEditorView from '../../../../views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz } from '../../../../../tests/support/quizFixtures';
import { renderEditor } from '../../../../../tests/views/quiz/editor/renderEditor';
import { NumericDefinitionSchema } from '../../domain/numeric';

document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const quiz: Quiz = {
  ...storedEnzymeQuiz(),
  tags: [{ id: 1, title: 'Biology' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => localStorage.clear());

async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

/** The editor with a new numeric question titled and worth 20 exactly; its card. */
async function openWithNumeric() {
  const editor = renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    () => ({ status: 200, body: { content: quiz } }),
  );
  const { user } = editor;
  await screen.findByRole('textbox', { name: 'Title' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the new question' }), 'Numeric');
  screen.getByRole('button', { name: 'Add Question' }).focus();
  await user.keyboard('{Enter}');
  const card = screen.getAllByRole('article').at(-1)!;
  await user.click(within(card).getByRole('textbox', { name: 'Question title' }));
  await user.keyboard('How far apart are the fringes?');
  await retype(user, within(card).getByRole('textbox', { name: 'Value' }), '20');
  return { ...editor, card };
}

const savedNumeric = (requests: readonly { method: string; body: unknown }[]) => {
  const payload = QuizEditPayloadSchema.parse(requests.find((r) => r.method === 'PATCH')!.body);
  expect(validateQuiz({ ...payload, quizType: null }, 'admin', 'edit')).toEqual([]);
  return NumericDefinitionSchema.parse(payload.activities[0]!.items.at(-1)!.definition);
};

test('an author asks for mm, 2 significant figures and 60/20/20 %, and the definition saved holds that measure', async () => {
  const { user, requests, card } = await openWithNumeric();
  const section = within(within(card).getByRole('group', { name: 'Measurement' }));
  await user.selectOptions(section.getByRole('combobox', { name: 'Unit' }), 'required');
  await user.type(section.getByRole('combobox', { name: 'Unit symbol' }), 'mm');
  await user.selectOptions(section.getByRole('combobox', { name: 'Significant figures' }), 'exactly');
  await user.selectOptions(section.getByRole('combobox', { name: 'Number of figures' }), '2');
  const shares = within(section.getByRole('group', { name: 'Shares of the points' }));
  expect(shares.getByRole('textbox', { name: 'Value (%)' })).toHaveValue('100');
  await retype(user, shares.getByRole('textbox', { name: 'Value (%)' }), '60');
  await retype(user, shares.getByRole('textbox', { name: 'Unit (%)' }), '20');
  await retype(user, shares.getByRole('textbox', { name: 'Significant figures (%)' }), '20');
  await user.type(
    section.getByRole('textbox', { name: 'Feedback when the unit is wrong' }),
    'Give it in mm.',
  );

  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  expect(savedNumeric(requests).measure).toEqual({
    unit: { symbol: 'mm', rule: 'required' },
    sigFigs: { rule: 'exactly', count: 2 },
    weights: { value: 0.6, unit: 0.2, sigFigs: 0.2 },
    feedback: { unit: 'Give it in mm.' },
  });
}, 90_000);

test('shares that do not add up are named beside them and nothing is sent; undo takes the measure away', async () => {
  const { user, requests, card } = await openWithNumeric();
  const section = within(within(card).getByRole('group', { name: 'Measurement' }));
  await user.selectOptions(section.getByRole('combobox', { name: 'Significant figures' }), 'atLeast');
  await retype(user, section.getByRole('textbox', { name: 'Value (%)' }), '80');

  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  expect(
    await section.findByText('The value, the unit and the significant figures should share all the points'),
  ).toBeInTheDocument();
  expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

  // The share typed, then the figures asked: two steps back and no measure is left.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(section.getByRole('textbox', { name: 'Value (%)' })).toHaveValue('100');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(section.getByRole('combobox', { name: 'Significant figures' })).toHaveValue('none');
  expect(section.queryByRole('group', { name: 'Shares of the points' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const saved = savedNumeric(requests);
  expect('measure' in saved).toBe(false);
  expect(saved.answers[0]!.match).toEqual({ kind: 'exact', value: 20 });
}, 90_000);
