/**
 * The editor components of numeric, essay, matching and ordering (ADRs 198, 199), by role and label: a question of
 * each type is added by keyboard, edited, undone and redone through the editor's events; a failed Save shows the
 * type's message beside its field; a good Save sends a definition the server's own checks take.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { UiLanguageCode } from '../../../../domain/shared/languages';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { payloadIntegrityIssues, QuizEditPayloadSchema } from '../../../../domain/quiz/quizPayload';
import { validateQuiz } from '../../../../domain/quiz/quizValidation';
import type { FullCatalog } from '../../../../i18n/i18n';
import { loadAreasCatalog } from '../../../../i18n/loadAreasCatalog';
import { loadCoreCatalog } from '../../../../i18n/loadCatalog';
import { NumberField } from '../../../numeric/views/NumberField';
import QuizEditorView from '../../../../views/quiz/editor/QuizEditorView';
import { createI18n } from '../../../../../tests/support/i18n';
import { storedEnzymeQuiz } from '../../../../../tests/support/quizFixtures';
import { renderEditor } from '../../../../../tests/views/quiz/editor/renderEditor';

// ProseMirror (the question title) measures the page to scroll the selection into view; jsdom lays nothing out.
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

// Each test types a whole question key by key through the editor: about 20 s of one core alone, and a run that
// shares the machine's two cores with other runs took 62 s for the longest. A limit is for a hang, not for a busy
// machine.

function open() {
  return renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
}

type Editor = ReturnType<typeof open>;

/** Picks the type beside Add Question, presses Add Question with Enter, and gives the new question's card a title. */
async function addQuestion(user: UserEvent, type: string, title: string) {
  await screen.findByRole('textbox', { name: 'Title' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the new question' }), type);
  screen.getByRole('button', { name: 'Add Question' }).focus();
  await user.keyboard('{Enter}');
  const card = screen.getAllByRole('article').at(-1)!;
  expect(within(card).getByText(type)).toBeInTheDocument();
  await user.click(within(card).getByRole('textbox', { name: 'Question title' }));
  await user.keyboard(title);
  return card;
}

/** Replaces what a field holds with what is typed. */
async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

/** Save Quiz, refused in the console: nothing is sent. */
async function saveRefused({ user, requests }: Editor) {
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Quiz' })).toBeEnabled());
  expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
}

/** Save Quiz: the body sent, checked as the server checks it, and the last question's definition in it. */
async function savedDefinition({ user, requests }: Editor) {
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const payload = QuizEditPayloadSchema.parse(requests.find((r) => r.method === 'PATCH')!.body);
  expect(validateQuiz({ ...payload, quizType: null }, 'admin', 'edit')).toEqual([]);
  expect(payloadIntegrityIssues(payload)).toEqual([]);
  return payload.activities[0]!.items.at(-1)!;
}

test('numeric: accepted answers of each kind with shares and feedback, units, undo and redo, a range refused, and the definition sent', async () => {
  const editor = open();
  const { user } = editor;
  const card = await addQuestion(user, 'Numeric', 'How fast does a dropped stone fall?');
  const first = within(card).getByRole('group', { name: 'Accepted answer 1' });
  expect(within(first).getByRole('combobox', { name: 'Kind' })).toHaveValue('exact');
  expect(within(first).getByRole('button', { name: 'Remove accepted answer 1' })).toBeDisabled();
  await retype(user, within(first).getByRole('textbox', { name: 'Value' }), '9.81');
  await user.selectOptions(within(first).getByRole('combobox', { name: 'Kind' }), 'Value with tolerance');
  expect(within(first).getByRole('textbox', { name: 'Value' })).toHaveValue('9.81');
  await retype(user, within(first).getByRole('textbox', { name: 'Tolerance' }), '2');
  await user.selectOptions(
    within(first).getByRole('combobox', { name: 'Tolerance as' }),
    'Percent of the value',
  );

  await user.click(within(card).getByRole('button', { name: 'Add accepted answer' }));
  const second = within(card).getByRole('group', { name: 'Accepted answer 2' });
  await user.selectOptions(within(second).getByRole('combobox', { name: 'Kind' }), 'Range');
  await retype(user, within(second).getByRole('textbox', { name: 'To' }), '10');
  await retype(user, within(second).getByRole('textbox', { name: 'From' }), '9');
  await user.selectOptions(within(second).getByRole('combobox', { name: 'Share of the points' }), '50%');
  await user.click(within(second).getByRole('textbox', { name: 'Feedback' }));
  await user.keyboard('Close: g is about 9.8.');
  // A comma is not a decimal mark in English: the field says so and keeps the number it had.
  await retype(user, within(second).getByRole('textbox', { name: 'To' }), '10,5');
  expect(within(second).getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(
    'Not a number: write digits, such as 2.5.',
  );

  await user.click(within(card).getByRole('button', { name: 'Add unit' }));
  await user.type(within(card).getByRole('textbox', { name: 'Unit 1' }), 'm/s²');
  await user.click(within(card).getByRole('button', { name: 'Add unit' }));
  await user.type(within(card).getByRole('textbox', { name: 'Unit 2' }), 'cm/s²');
  const multiplier = within(card).getByRole('textbox', { name: 'Multiplier of unit 2' });
  await retype(user, multiplier, '0.01');
  expect(multiplier).toHaveAccessibleDescription('1 cm/s² = 0.01 m/s²');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(card).getByRole('textbox', { name: 'Multiplier of unit 2' })).toHaveValue('1');
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(within(card).getByRole('textbox', { name: 'Multiplier of unit 2' })).toHaveValue('0.01');

  // A range that starts above its end: the message stands beside the accepted answers, the first one focused.
  await retype(user, within(second).getByRole('textbox', { name: 'From' }), '12');
  await saveRefused(editor);
  expect(within(card).getByRole('group', { name: 'Accepted answers' })).toHaveAccessibleDescription(
    expect.stringContaining('A range should not start above its end.'),
  );
  expect(within(first).getByRole('textbox', { name: 'Value' })).toHaveFocus();
  await retype(user, within(second).getByRole('textbox', { name: 'From' }), '9');
  expect(within(card).getByRole('group', { name: 'Accepted answers' })).not.toHaveAccessibleDescription(
    expect.stringContaining('A range should not start above its end.'),
  );

  const item = await savedDefinition(editor);
  expect(item.questionType).toBe('numeric');
  expect(item.definition).toEqual({
    answers: [
      {
        id: expect.any(String),
        match: { kind: 'tolerance', value: 9.81, tolerance: 0.02, relative: true },
        fraction: 1,
      },
      {
        id: expect.any(String),
        match: { kind: 'range', min: 9, max: 10 },
        fraction: 0.5,
        feedback: 'Close: g is about 9.8.',
      },
    ],
    units: [
      { unit: 'm/s²', multiplier: 1 },
      { unit: 'cm/s²', multiplier: 0.01 },
    ],
  });
}, 120_000);

test('numeric on a slider: turned on around the answer, bounds and step checked beside each field, undo and redo, and the slider sent (ADR 297)', async () => {
  const editor = open();
  const { user } = editor;
  const card = await addQuestion(user, 'Numeric', 'What is the normal body temperature in °C?');
  const first = within(card).getByRole('group', { name: 'Accepted answer 1' });
  await retype(user, within(first).getByRole('textbox', { name: 'Value' }), '36.6');
  const slider = within(card).getByRole('group', { name: 'Slider' });
  expect(within(slider).queryByRole('textbox', { name: 'Lower bound' })).not.toBeInTheDocument();
  await user.click(within(slider).getByRole('checkbox', { name: 'Answer on a slider' }));
  // It starts around the answer, in steps that reach it.
  const lower = () => within(slider).getByRole('textbox', { name: 'Lower bound' });
  const upper = () => within(slider).getByRole('textbox', { name: 'Upper bound' });
  const step = () => within(slider).getByRole('textbox', { name: 'Step' });
  expect([lower(), upper(), step()].map((field) => (field as HTMLInputElement).value)).toEqual([
    '0',
    '100',
    '0.1',
  ]);

  // An upper bound below the answer: refused beside the upper bound, which is focused.
  await retype(user, upper(), '30');
  await saveRefused(editor);
  expect(upper()).toHaveAccessibleDescription('An answer worth points lies above the upper bound.');
  expect(upper()).toHaveFocus();
  await retype(user, upper(), '45');
  expect(upper()).not.toHaveAccessibleDescription(expect.stringContaining('above the upper bound'));

  // Steps of 0.5 from 30 miss 36.6: said beside the step.
  await retype(user, lower(), '30');
  await retype(user, step(), '0.5');
  await saveRefused(editor);
  expect(step()).toHaveAccessibleDescription(
    'The steps of the slider should reach every answer worth points.',
  );
  // A step of 0 is not taken: the field says why and keeps the step it had.
  await retype(user, step(), '0');
  expect(step()).toHaveAccessibleDescription(expect.stringContaining('Write a number above 0.'));
  await retype(user, step(), '0.2');
  expect(step()).not.toHaveAccessibleDescription(expect.stringContaining('should reach'));

  // Typing a step is one undo step; turning the slider off is another.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(step()).toHaveValue('0.5');
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(step()).toHaveValue('0.2');
  await user.click(within(slider).getByRole('checkbox', { name: 'Answer on a slider' }));
  expect(within(slider).queryByRole('textbox', { name: 'Step' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(slider).getByRole('checkbox', { name: 'Answer on a slider' })).toBeChecked();
  expect(step()).toHaveValue('0.2');

  const item = await savedDefinition(editor);
  expect(item.definition).toEqual({
    answers: [{ id: expect.any(String), match: { kind: 'exact', value: 36.6 }, fraction: 1 }],
    units: [],
    slider: { lowerBound: 30, upperBound: 45, step: 0.2 },
  });
}, 120_000);

test('essay: a word limit cleared is no limit, and lines past the largest allowed are not taken', async () => {
  const editor = open();
  const { user } = editor;
  const card = await addQuestion(user, 'Essay', 'Describe the cell membrane.');
  const limit = within(card).getByRole('spinbutton', { name: 'Maximum words' });
  await user.type(limit, '300');
  await user.clear(limit);
  const lines = within(card).getByRole('spinbutton', { name: 'Lines of the answer box' });
  await user.type(lines, '60', { initialSelectionStart: 0, initialSelectionEnd: 2 });
  // 6 is taken as it is typed; 60 is past the limit of 50 lines, and the field goes back to 6.
  expect(lines).toHaveValue(6);

  const item = await savedDefinition(editor);
  expect(item.definition).toEqual({ lines: 6 });
}, 120_000);

test('essay: word limit, lines, starting text and grader information, undo and redo, and the definition sent', async () => {
  const editor = open();
  const { user } = editor;
  const card = await addQuestion(user, 'Essay', 'Explain how enzymes lower activation energy.');
  expect(within(card).getByText(/its attempt shows “Needs grading”/)).toBeInTheDocument();
  const limit = within(card).getByRole('spinbutton', { name: 'Maximum words' });
  expect(limit).toHaveValue(null);
  await user.type(limit, '250');
  const lines = within(card).getByRole('spinbutton', { name: 'Lines of the answer box' });
  expect(lines).toHaveValue(10);
  await user.type(lines, '5', { initialSelectionStart: 0, initialSelectionEnd: 2 });
  await user.click(within(card).getByRole('textbox', { name: 'Information for graders' }));
  await user.keyboard('Names the transition state and its lower energy.');
  await user.click(within(card).getByRole('textbox', { name: 'Text the answer box starts with' }));
  await user.keyboard('Enzymes…');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(card).getByRole('textbox', { name: 'Text the answer box starts with' })).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(within(card).getByRole('textbox', { name: 'Text the answer box starts with' })).toHaveValue(
    'Enzymes…',
  );

  const item = await savedDefinition(editor);
  expect(item.questionType).toBe('essay');
  expect(item.definition).toEqual({
    maxWords: 250,
    lines: 5,
    graderInfo: 'Names the transition state and its lower energy.',
    template: 'Enzymes…',
  });
}, 120_000);

test('essay: a minimum above the maximum is refused beside the minimum; a minimum within it is sent', async () => {
  const editor = open();
  const { user } = editor;
  const card = await addQuestion(user, 'Essay', 'Describe the cell membrane.');
  const minimum = within(card).getByRole('spinbutton', { name: 'Minimum words' });
  expect(minimum).toHaveValue(null);
  expect(minimum).toHaveAccessibleDescription(expect.stringContaining('A shorter answer is still saved'));
  await user.type(within(card).getByRole('spinbutton', { name: 'Maximum words' }), '200');
  await user.type(minimum, '300');
  await saveRefused(editor);
  expect(minimum).toHaveAccessibleDescription(
    expect.stringContaining('The minimum should not be above the maximum.'),
  );
  expect(minimum).toHaveAttribute('aria-invalid', 'true');
  await retype(user, minimum, '150');
  expect(minimum).not.toHaveAccessibleDescription(
    expect.stringContaining('The minimum should not be above the maximum.'),
  );

  const item = await savedDefinition(editor);
  expect(item.definition).toEqual({ minWords: 150, maxWords: 200 });
}, 120_000);

test('matching: pairs and extra answers added and removed by buttons, undo and redo, an extra answer that is a pair’s refused, and the definition sent', async () => {
  const editor = open();
  const { user } = editor;
  const card = await addQuestion(user, 'Matching', 'Match each country with its capital.');
  const pairs = within(card).getByRole('group', { name: 'Pairs' });
  expect(within(pairs).getByRole('button', { name: 'Remove pair 1' })).toBeDisabled();
  const capitals = [
    ['France', 'Paris'],
    ['Italy', 'Rome'],
  ];
  for (const [index, [country, capital]] of capitals.entries()) {
    await user.type(within(pairs).getByRole('textbox', { name: `Prompt ${index + 1}` }), country!);
    await user.type(within(pairs).getByRole('textbox', { name: `Answer to prompt ${index + 1}` }), capital!);
  }
  await user.click(within(pairs).getByRole('button', { name: 'Add pair' }));
  await user.type(within(pairs).getByRole('textbox', { name: 'Prompt 3' }), 'Spain');
  await user.click(within(pairs).getByRole('button', { name: 'Remove pair 3' }));
  expect(within(pairs).queryByRole('textbox', { name: 'Prompt 3' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(pairs).getByRole('textbox', { name: 'Prompt 3' })).toHaveValue('Spain');
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(within(pairs).queryByRole('textbox', { name: 'Prompt 3' })).not.toBeInTheDocument();

  const extra = within(card).getByRole('group', { name: 'Extra answers' });
  await user.click(within(extra).getByRole('button', { name: 'Add extra answer' }));
  await user.type(within(extra).getByRole('textbox', { name: 'Extra answer 1' }), 'Paris');
  await saveRefused(editor);
  expect(within(extra).getByRole('textbox', { name: 'Extra answer 1' })).toHaveAccessibleDescription(
    expect.stringContaining('An extra answer should not be the answer of a prompt.'),
  );
  await retype(user, within(extra).getByRole('textbox', { name: 'Extra answer 1' }), 'Lyon');
  expect(within(extra).getByRole('textbox', { name: 'Extra answer 1' })).not.toHaveAccessibleDescription(
    expect.stringContaining('An extra answer should not be the answer of a prompt.'),
  );

  const item = await savedDefinition(editor);
  expect(item.questionType).toBe('matching');
  expect(item.definition).toEqual({
    pairs: [
      { id: expect.any(String), prompt: 'France', answer: 'Paris' },
      { id: expect.any(String), prompt: 'Italy', answer: 'Rome' },
    ],
    distractors: [{ id: expect.any(String), text: 'Lyon' }],
  });
}, 120_000);

test('ordering: items moved with Move up by keyboard, undone and redone, an empty item refused, and the definition sent', async () => {
  const editor = open();
  const { user } = editor;
  const card = await addQuestion(user, 'Ordering', 'Put the phases of mitosis in order.');
  const items = within(card).getByRole('group', { name: 'Items in the right order' });
  const texts = () =>
    within(items)
      .getAllByRole('textbox')
      .map((field) => (field as HTMLInputElement).value);
  for (const [index, phase] of ['Prophase', 'Anaphase', 'Metaphase'].entries())
    await user.type(within(items).getByRole('textbox', { name: `Item ${index + 1}` }), phase);
  expect(within(items).getByRole('button', { name: 'Move Prophase up' })).toBeDisabled();
  within(items).getByRole('button', { name: 'Move Metaphase up' }).focus();
  await user.keyboard('{Enter}');
  expect(texts()).toEqual(['Prophase', 'Metaphase', 'Anaphase']);
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(texts()).toEqual(['Prophase', 'Anaphase', 'Metaphase']);
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(texts()).toEqual(['Prophase', 'Metaphase', 'Anaphase']);

  await user.click(within(items).getByRole('button', { name: 'Add item' }));
  await saveRefused(editor);
  expect(within(items).getByRole('textbox', { name: 'Item 4' })).toHaveAccessibleDescription(
    expect.stringContaining('Items should not be empty.'),
  );
  expect(within(items).getByRole('textbox', { name: 'Item 1' })).toHaveFocus();
  await user.click(within(items).getByRole('button', { name: 'Remove item 4' }));

  const item = await savedDefinition(editor);
  expect(item.questionType).toBe('ordering');
  expect(item.definition).toEqual({
    items: [
      { id: expect.any(String), text: 'Prophase' },
      { id: expect.any(String), text: 'Metaphase' },
      { id: expect.any(String), text: 'Anaphase' },
    ],
  });
}, 120_000);

/** One number field of the numeric editor in a language, the numbers it sends recorded. */
async function numberField(code: UiLanguageCode, label: string) {
  const [core, areas] = await Promise.all([loadCoreCatalog(code), loadAreasCatalog(code)]);
  const sent: number[] = [];
  function Field() {
    const [value, setValue] = useState(0);
    return (
      <NumberField
        name="value"
        label={label}
        value={value}
        onValue={(next) => {
          sent.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <I18nextProvider i18n={createI18n(code, { ...core, ...areas } as FullCatalog)}>
      <Field />
      <button type="button">Next</button>
    </I18nextProvider>,
  );
  return { sent, field: screen.getByRole('textbox', { name: label }) };
}

test('a number is typed with a decimal comma where the language writes one, and shown back with it', async () => {
  const user = userEvent.setup();
  const { sent, field } = await numberField('de', 'Wert');
  await retype(user, field, '9,81');
  expect(sent.at(-1)).toBe(9.81);
  await user.tab();
  expect(field).toHaveValue('9,81');
  await retype(user, field, 'neun');
  expect(field).toHaveAccessibleDescription('Keine Zahl: Schreiben Sie Ziffern, etwa 2,5.');
  expect(sent.at(-1)).toBe(9.81);
  await user.tab();
  expect(field).toHaveValue('9,81');
});

test('in English a comma is no decimal mark: nothing is sent and the field says why', async () => {
  const user = userEvent.setup();
  const { sent, field } = await numberField('en', 'Value');
  await retype(user, field, '9,81');
  expect(sent).toEqual([9]);
  expect(field).toHaveAccessibleDescription('Not a number: write digits, such as 2.5.');
});
