/**
 * All or nothing in the editor and on the teacher's screens (ADR 292): each question type made of parts has a
 * labelled radio group for its scoring, changed by keyboard, undone and redone through the editor's events and sent
 * with the definition; the quiz viewer says which questions are scored all or nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { payloadIntegrityIssues, QuizEditPayloadSchema } from '../../../../domain/quiz/quizPayload';
import { validateQuiz } from '../../../../domain/quiz/quizValidation';
import QuizEditorView from '../../../../views/quiz/editor/QuizEditorView';
import QuizViewerView from '../../../../views/quiz/viewer/QuizViewerView';
import { storedEnzymeQuiz } from '../../../../../tests/support/quizFixtures';
import { renderEditor } from '../../../../../tests/views/quiz/editor/renderEditor';
import { renderScreen } from '../../../../../tests/views/quiz/results/renderScreen';
import { typedQuestion, typedQuiz } from './typedQuiz';

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

function open() {
  return renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
}

async function addQuestion(user: UserEvent, type: string, title: string) {
  await screen.findByRole('textbox', { name: 'Title' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the new question' }), type);
  screen.getByRole('button', { name: 'Add Question' }).focus();
  await user.keyboard('{Enter}');
  const card = screen.getAllByRole('article').at(-1)!;
  await user.click(within(card).getByRole('textbox', { name: 'Question title' }));
  await user.keyboard(title);
  return card;
}

test.each([
  [
    'Matching',
    'Partial credit: each pair right earns its share of the points',
    'All or nothing: the points only when every pair is right',
  ],
  [
    'Ordering',
    'Partial credit: each item followed by its right neighbour earns a share of the points',
    'All or nothing: the points only when the whole order is right',
  ],
  [
    'Fill in the blanks',
    'Partial credit: each blank right earns its share of the points',
    'All or nothing: the points only when every blank is right',
  ],
])(
  '%s: the scoring is chosen by keyboard, undone and redone, and sent with the definition',
  async (type, partial, allOrNothing) => {
    const editor = open();
    const { user, requests } = editor;
    const card = await addQuestion(user, type, 'Score it whole.');
    if (type === 'Matching')
      for (const [index, [prompt, answer]] of [
        ['France', 'Paris'],
        ['Italy', 'Rome'],
      ].entries()) {
        await user.type(within(card).getByRole('textbox', { name: `Prompt ${index + 1}` }), prompt!);
        await user.type(
          within(card).getByRole('textbox', { name: `Answer to prompt ${index + 1}` }),
          answer!,
        );
      }
    if (type === 'Ordering')
      for (const [index, phase] of ['Prophase', 'Metaphase', 'Anaphase'].entries())
        await user.type(within(card).getByRole('textbox', { name: `Item ${index + 1}` }), phase);
    if (type === 'Fill in the blanks') {
      await user.type(
        within(card).getByRole('textbox', { name: 'Text with blanks' }),
        'The capital of France is ',
      );
      await user.click(within(card).getByRole('button', { name: 'Add blank' }));
      await user.type(within(card).getByRole('textbox', { name: 'Accepted answer 1 for blank 1' }), 'Paris');
    }
    const group = within(card).getByRole('group', { name: 'Scoring' });
    const partialRadio = within(group).getByRole('radio', { name: partial });
    const wholeRadio = within(group).getByRole('radio', { name: allOrNothing });
    expect(partialRadio).toBeChecked();
    partialRadio.focus();
    await user.keyboard('{ArrowDown}');
    expect(wholeRadio).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(card).getByRole('radio', { name: partial })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(within(card).getByRole('radio', { name: allOrNothing })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    const payload = QuizEditPayloadSchema.parse(requests.find((r) => r.method === 'PATCH')!.body);
    expect(validateQuiz({ ...payload, quizType: null }, 'admin', 'edit')).toEqual([]);
    expect(payloadIntegrityIssues(payload)).toEqual([]);
    expect(payload.activities[0]!.items.at(-1)!.definition).toMatchObject({ scoring: 'allOrNothing' });
  },
  60_000,
);

test('the viewer says which questions are scored all or nothing, and nothing of the others', async () => {
  const pairs = [
    { id: 'p1', prompt: 'France', answer: 'Paris' },
    { id: 'p2', prompt: 'Italy', answer: 'Rome' },
  ];
  const items = ['Prophase', 'Metaphase', 'Anaphase'].map((text, i) => ({ id: `i${i}`, text }));
  const blanks = {
    text: 'The capital of France is [[1]].',
    gaps: [{ id: 'g1', kind: 'typed', answers: [{ id: 'a1', text: 'Paris' }], caseSensitive: false }],
  };
  renderScreen(<QuizViewerView context="user-quiz" params={{ quizId: '8' }} />, () => ({
    status: 200,
    body: {
      content: typedQuiz('Whole answers', [
        typedQuestion(10, 1, 'Match them all.', 'matching', {
          pairs,
          distractors: [],
          scoring: 'allOrNothing',
        }),
        typedQuestion(11, 2, 'Order them all.', 'ordering', { items, scoring: 'allOrNothing' }),
        typedQuestion(12, 3, 'Fill them all.', 'fillInBlanks', { ...blanks, scoring: 'allOrNothing' }),
        typedQuestion(13, 4, 'Match each.', 'matching', { pairs, distractors: [] }),
      ]),
    },
  }));
  await screen.findByRole('heading', { level: 4, name: /^Question 1: Match them all\./ });
  expect(screen.getAllByText('All or nothing: the points only when every pair is right')).toHaveLength(1);
  expect(
    screen.getByText('All or nothing: the points only when the whole order is right'),
  ).toBeInTheDocument();
  expect(screen.getByText('All or nothing: the points only when every blank is right')).toBeInTheDocument();
}, 30_000);
