/**
 * Matching places on a picture and scoring right minus wrong in the editor and on the student page (ADR 310), by role
 * and label: a switch gives every prompt a place on the question's image, moved with the arrow keys under its prompt,
 * each change an undo step; a save with a prompt unplaced is refused with the message beside the places; the scoring
 * radio offers right minus wrong, sent with the places. The student sees the picture with each place outlined and
 * named, and picks each place's answer with the same selects; the answer key shows the rule and the places.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { QuizEditPayloadSchema } from '../../../../domain/quiz/quizPayload';
import QuizEditorView from '../../../../views/quiz/editor/QuizEditorView';
import { QuestionAnswerKey } from '../../../shared/views/editorRegistry';
import { preloadStudentTypes, StudentAnswer } from '../../../shared/views/studentRegistry';
import type { TakeQuestion } from '../../../shared/views/studentQuestion';
import { showsItsImage } from '../../../shared/views/showsItsImage';
import { createI18n } from '../../../../../tests/support/i18n';
import { storedEnzymeQuiz, storedQuestion } from '../../../../../tests/support/quizFixtures';
import { renderEditor } from '../../../../../tests/views/quiz/editor/renderEditor';

// ProseMirror (the question title) measures the page to scroll the selection into view; jsdom lays nothing out.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const PAIRS = [
  { id: 'p0', prompt: 'A', answer: 'GLA' },
  { id: 'p1', prompt: 'B', answer: 'EDI' },
];
const quiz: Quiz = {
  ...storedEnzymeQuiz([
    storedQuestion(1, {
      title: 'Label the airports.',
      image: '/media/uploads/quiz-images/uk.png',
      questionType: 'matching',
      textOptions: [],
      rightAnswer: [],
      definition: { pairs: PAIRS, distractors: [{ id: 'x', text: 'CBG' }] },
    }),
  ]),
  tags: [{ id: 1, title: 'Geography' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeAll(() => preloadStudentTypes());
beforeEach(() => localStorage.clear());

const card = () => screen.getAllByRole('article').at(-1)!;
const place = (number: number) =>
  within(card()).getByRole('group', { name: `Region ${number}: Circle or ellipse` });
const centreAcross = (number: number) =>
  within(place(number)).getByRole('spinbutton', { name: 'Centre across (%)' });

test('places turned on and moved by keyboard, refused when one is missing, sent with right minus wrong', async () => {
  const { user, requests } = renderEditor(
    <QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />,
    () => ({ status: 200, body: { content: quiz } }),
  );
  const placesSwitch = await screen.findByRole('switch', {
    name: "Each prompt is a place on the question's image",
  });
  placesSwitch.focus();
  await user.keyboard(' ');
  expect(placesSwitch).toBeChecked();
  expect([1, 2].map((n) => Number((centreAcross(n) as HTMLInputElement).value))).toEqual([33.3, 66.7]);
  expect(within(card()).getByRole('img', { name: /Places on the image of/ })).toBeInTheDocument();
  within(place(1)).getByRole('button', { name: 'Move region 1 with the arrow keys' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(centreAcross(1)).toHaveValue(34.3);
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(centreAcross(1)).toHaveValue(33.3);

  const rule = within(card()).getByRole('radio', {
    name: /^Right minus wrong: each pair right earns its share/,
  });
  await user.click(rule);
  expect(rule).toBeChecked();

  await user.click(within(place(2)).getByRole('button', { name: 'Remove region 2' }));
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Quiz' })).toBeEnabled());
  expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  expect(within(card()).getByRole('group', { name: 'Places on the picture' })).toHaveAccessibleDescription(
    'Every prompt needs a place on the picture, or none does.',
  );
  await user.click(within(card()).getByRole('button', { name: 'Add a place for prompt 2' }));
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const payload = QuizEditPayloadSchema.parse(requests.find((r) => r.method === 'PATCH')!.body);
  const sent = payload.activities[0]!.items[0]!.definition as {
    pairs: { prompt: string; place: unknown }[];
    scoring: string;
  };
  expect(sent.scoring).toBe('rightMinusWrong');
  expect(sent.pairs.map((pair) => [pair.prompt, pair.place])).toEqual([
    ['A', { shape: 'ellipse', x: 0.3333, y: 0.5, radiusX: 0.05, radiusY: 0.05 }],
    ['B', { shape: 'ellipse', x: 0.6667, y: 0.5, radiusX: 0.05, radiusY: 0.05 }],
  ]);
}, 60_000);

const rect = (x: number) => JSON.stringify({ shape: 'rectangle', x, y: 0.4, width: 0.13, height: 0.05 });
const AIRPORT_TAGS: TakeQuestion = {
  kind: 'question',
  id: 14,
  number: 1,
  title: 'Can you identify the codes of the unlabelled airports?',
  image: '/media/uploads/quiz-images/ukairtags.png',
  isMultiple: false,
  options: [],
  questionType: 'matching',
  view: {
    prompts: 2,
    'prompt.0': 'A',
    'prompt.1': 'B',
    'place.0': rect(0.06),
    'place.1': rect(0.62),
    answers: 3,
    'answer.0': 'CBG',
    'answer.1': 'EDI',
    'answer.2': 'GLA',
  },
};

function Harness({ question, sent }: { question: TakeQuestion; sent: unknown[] }) {
  const [response, setResponse] = useState<unknown>(undefined);
  return (
    <StudentAnswer
      question={question}
      chosen={undefined}
      response={response}
      onChoose={() => {}}
      onRespond={(value) => {
        sent.push(value);
        setResponse(value);
      }}
    />
  );
}

test('the student sees each place outlined and named, and picks its answer by keyboard', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  render(<Harness question={AIRPORT_TAGS} sent={sent} />);
  const shown = screen.getByTestId('places-picture');
  expect(shown.querySelector('img')).toHaveAttribute('src', AIRPORT_TAGS.image);
  expect(shown.querySelectorAll('svg rect')).toHaveLength(2);
  expect([...shown.querySelectorAll('[data-place]')].map((n) => n.textContent)).toEqual(['A', 'B']);
  const a = screen.getByRole('combobox', { name: 'A' });
  await user.selectOptions(a, 'GLA');
  await user.selectOptions(screen.getByRole('combobox', { name: 'B' }), 'CBG');
  expect(sent.at(-1)).toEqual([
    { prompt: 'A', answer: 'GLA' },
    { prompt: 'B', answer: 'CBG' },
  ]);
  expect(showsItsImage('matching', AIRPORT_TAGS.view)).toBe(true);
  expect(showsItsImage('matching', { prompts: 1, 'prompt.0': 'A' })).toBe(false);
});

test('the answer key shows the places on the image and the rule', async () => {
  render(
    <I18nextProvider i18n={createI18n()}>
      <QuestionAnswerKey
        questionType="matching"
        image="/media/uploads/quiz-images/ukairtags.png"
        definition={{
          pairs: PAIRS.map((pair, i) => ({ ...pair, place: JSON.parse(rect(i / 2)) })),
          distractors: [],
          scoring: 'rightMinusWrong',
        }}
      />
    </I18nextProvider>,
  );
  const shown = await screen.findByTestId('places-picture');
  expect([...shown.querySelectorAll('[data-place]')].map((n) => n.textContent)).toEqual(['A', 'B']);
  expect(screen.getByText(/^Right minus wrong/)).toBeInTheDocument();
});
