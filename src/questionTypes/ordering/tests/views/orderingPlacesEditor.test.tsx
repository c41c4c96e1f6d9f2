/**
 * Ordering the places on a picture in the editor (ADR 307), by role and label and by keyboard: a switch gives every
 * item a place on the question's image, each place is moved with the arrow keys and typed in percents under its
 * item, each change is an undo step; a save with one item unplaced is refused with the message beside the places,
 * and the places are sent with the items. Without an image the places say to add one.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Quiz } from '../../../../domain/quiz/quiz';
import { QuizEditPayloadSchema } from '../../../../domain/quiz/quizPayload';
import { validateQuiz } from '../../../../domain/quiz/quizValidation';
import QuizEditorView from '../../../../views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz, storedQuestion } from '../../../../../tests/support/quizFixtures';
import { renderEditor } from '../../../../../tests/views/quiz/editor/renderEditor';

// ProseMirror (the question title) measures the page to scroll the selection into view; jsdom lays nothing out.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const AIRPORTS = ['Glasgow', 'Edinburgh', 'London'];
const quizWith = (image: string | null): Quiz => ({
  ...storedEnzymeQuiz([
    storedQuestion(1, {
      title: 'Put the airports in Lorna’s order.',
      image,
      questionType: 'ordering',
      textOptions: [],
      rightAnswer: [],
      definition: { items: AIRPORTS.map((text, i) => ({ id: `i${i}`, text })) },
    }),
  ]),
  tags: [{ id: 1, title: 'Geography' }],
  countOfQuestions: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => localStorage.clear());

function open(image: string | null = '/media/uploads/quiz-images/uk.png') {
  return renderEditor(<QuizEditorView context="admin-quiz" params={{ quizId: '8', mode: 'edit' }} />, () => ({
    status: 200,
    body: { content: quizWith(image) },
  }));
}

const card = () => screen.getAllByRole('article').at(-1)!;
const place = (number: number) =>
  within(card()).getByRole('group', { name: `Region ${number}: Circle or ellipse` });
const centreAcross = (number: number) =>
  within(place(number)).getByRole('spinbutton', { name: 'Centre across (%)' });

test('places turned on by keyboard, moved with the arrows, typed, undone, refused when one is missing, and sent', async () => {
  const { user, requests } = open();
  const placesSwitch = await screen.findByRole('switch', {
    name: "Each item is a place on the question's image",
  });
  expect(within(card()).queryByRole('group', { name: /^Region 1/ })).not.toBeInTheDocument();
  placesSwitch.focus();
  await user.keyboard(' ');
  expect(placesSwitch).toBeChecked();
  expect([1, 2, 3].map((n) => Number((centreAcross(n) as HTMLInputElement).value))).toEqual([25, 50, 75]);
  expect(within(card()).getByRole('img', { name: /Places on the image of/ })).toBeInTheDocument();

  within(place(1)).getByRole('button', { name: 'Move region 1 with the arrow keys' }).focus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(centreAcross(1)).toHaveValue(27);
  await user.type(centreAcross(3), '80', { initialSelectionStart: 0, initialSelectionEnd: 2 });
  expect(centreAcross(3)).toHaveValue(80);
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(centreAcross(3)).toHaveValue(75);
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(centreAcross(3)).toHaveValue(80);

  // Edinburgh's place taken away: the save is refused, the message beside the places.
  await user.click(within(place(2)).getByRole('button', { name: 'Remove region 2' }));
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Quiz' })).toBeEnabled());
  expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  expect(within(card()).getByRole('group', { name: 'Places on the picture' })).toHaveAccessibleDescription(
    'Every item needs a place on the picture, or none does.',
  );

  within(card()).getByRole('button', { name: 'Add a place for item 2' }).focus();
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
  const payload = QuizEditPayloadSchema.parse(requests.find((r) => r.method === 'PATCH')!.body);
  expect(validateQuiz({ ...payload, quizType: null }, 'admin', 'edit')).toEqual([]);
  const sent = payload.activities[0]!.items[0]!.definition as { items: { text: string; place: unknown }[] };
  expect(sent.items.map((entry) => entry.text)).toEqual(AIRPORTS);
  expect(sent.items.map((entry) => entry.place)).toEqual([
    { shape: 'ellipse', x: 0.27, y: 0.5, radiusX: 0.05, radiusY: 0.05 },
    { shape: 'ellipse', x: 0.5, y: 0.5, radiusX: 0.05, radiusY: 0.05 },
    { shape: 'ellipse', x: 0.8, y: 0.5, radiusX: 0.05, radiusY: 0.05 },
  ]);
}, 60_000);

test('without the question’s image, places say to add one and the save is refused beside them', async () => {
  const { user, requests } = open(null);
  const placesSwitch = await screen.findByRole('switch', {
    name: "Each item is a place on the question's image",
  });
  await user.click(placesSwitch);
  expect(
    within(card()).getByText("Add an image above, then put each item's place on it."),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Quiz' })).toBeEnabled());
  expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  expect(within(card()).getByRole('group', { name: 'Places on the picture' })).toHaveAccessibleDescription(
    "Places on the picture need the question's image: add one above.",
  );
  // Turned off, the ordering saves as any ordering.
  await user.click(placesSwitch);
  await user.click(screen.getByRole('button', { name: 'Save Quiz' }));
  await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
}, 60_000);
