/**
 * The hotspot editor (ADR 203), by role and label: a question's regions are typed as percents of its image, added
 * and removed by keyboard, drawn by dragging on the image, and every change is an undo step of the editor.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { Quiz } from '../../../../domain/quiz/quiz';
import QuizEditorView from '../../../../views/quiz/editor/QuizEditorView';
import { storedEnzymeQuiz, storedQuestion } from '../../../../../tests/support/quizFixtures';
import { renderEditor } from '../../../../../tests/views/quiz/editor/renderEditor';

const quiz: Quiz = {
  ...storedEnzymeQuiz([
    storedQuestion(1, {
      title: 'Mark the nucleus.',
      image: '/media/uploads/quiz-images/cell.png',
      questionType: 'hotspot',
      textOptions: [],
      rightAnswer: [],
      definition: {
        regions: [{ id: 'r1', shape: 'rectangle', x: 0.1, y: 0.1, width: 0.2, height: 0.2 }],
        maxMarks: 1,
      },
    }),
  ]),
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

const card = () => screen.getAllByRole('article').at(-1)!;
const region = (name: string) => within(card()).getByRole('group', { name });

test('a region is typed in percents of the image, a circle added by keyboard, and each change undone and redone', async () => {
  const { user } = open();
  const first = await screen.findByRole('group', { name: 'Region 1: Rectangle' });
  const left = within(first).getByRole('spinbutton', { name: 'Left (%)' });
  expect(left).toHaveValue(10);
  await user.type(left, '15', { initialSelectionStart: 0, initialSelectionEnd: 2 });
  expect(left).toHaveValue(15);

  within(card()).getByRole('button', { name: 'Add circle' }).focus();
  await user.keyboard('{Enter}');
  const circle = region('Region 2: Circle or ellipse');
  const radius = within(circle).getByRole('spinbutton', { name: 'Radius across (%)' });
  expect(radius).toHaveValue(10);
  await user.type(radius, '25', { initialSelectionStart: 0, initialSelectionEnd: 2 });
  expect(
    within(region('Region 2: Circle or ellipse')).getByRole('spinbutton', { name: 'Radius across (%)' }),
  ).toHaveValue(25);

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(
    within(region('Region 2: Circle or ellipse')).getByRole('spinbutton', { name: 'Radius across (%)' }),
  ).toHaveValue(10);
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(
    within(card()).queryByRole('group', { name: 'Region 2: Circle or ellipse' }),
  ).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(region('Region 1: Rectangle')).getByRole('spinbutton', { name: 'Left (%)' })).toHaveValue(10);
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(within(region('Region 1: Rectangle')).getByRole('spinbutton', { name: 'Left (%)' })).toHaveValue(15);

  const draft = localStorage.getItem('quiz-draft:admin:8') ?? '';
  expect(draft).toContain('"type":"hotspot.setRegion"');
  expect(draft).toContain('"x":0.15');
}, 30_000);

test('a polygon gets a corner by keyboard; the last region cannot leave a polygon below three corners', async () => {
  const { user } = open();
  await screen.findByRole('group', { name: 'Region 1: Rectangle' });
  await user.click(within(card()).getByRole('button', { name: 'Add polygon' }));
  const polygon = region('Region 2: Polygon');
  expect(within(polygon).getAllByRole('spinbutton', { name: /across/ })).toHaveLength(3);
  expect(within(polygon).getByRole('button', { name: 'Remove corner 1' })).toBeDisabled();
  await user.click(within(polygon).getByRole('button', { name: 'Add corner' }));
  const corner = within(region('Region 2: Polygon')).getByRole('spinbutton', { name: 'Corner 4 down (%)' });
  await user.type(corner, '90', { initialSelectionStart: 0, initialSelectionEnd: 2 });
  expect(corner).toHaveValue(90);
  await user.click(within(card()).getByRole('button', { name: 'Remove region 1' }));
  expect(within(card()).getByRole('group', { name: 'Region 1: Polygon' })).toBeInTheDocument();
}, 30_000);

test('dragging across the image draws a rectangle where the drag went', async () => {
  open();
  await screen.findByRole('group', { name: 'Region 1: Rectangle' });
  const drawing = within(card()).getByRole('img', { name: /Right regions on the image/ }).nextElementSibling!;
  vi.spyOn(drawing, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 400,
    height: 200,
    right: 400,
    bottom: 200,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  fireEvent.pointerDown(drawing, { clientX: 200, clientY: 100, pointerId: 1 });
  fireEvent.pointerMove(drawing, { clientX: 300, clientY: 180, pointerId: 1 });
  fireEvent.pointerUp(drawing, { clientX: 300, clientY: 180, pointerId: 1 });
  const drawn = region('Region 2: Rectangle');
  expect(within(drawn).getByRole('spinbutton', { name: 'Left (%)' })).toHaveValue(50);
  expect(within(drawn).getByRole('spinbutton', { name: 'Top (%)' })).toHaveValue(50);
  expect(within(drawn).getByRole('spinbutton', { name: 'Width (%)' })).toHaveValue(25);
  expect(within(drawn).getByRole('spinbutton', { name: 'Height (%)' })).toHaveValue(40);
}, 30_000);

test('a region moves by keyboard: arrows by 1 % of the image, Shift by 10 %, and the run of presses is one undo step', async () => {
  const { user } = open();
  const first = await screen.findByRole('group', { name: 'Region 1: Rectangle' });
  within(first).getByRole('button', { name: 'Move region 1 with the arrow keys' }).focus();
  await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
  const left = () => within(region('Region 1: Rectangle')).getByRole('spinbutton', { name: 'Left (%)' });
  const top = () => within(region('Region 1: Rectangle')).getByRole('spinbutton', { name: 'Top (%)' });
  expect(left()).toHaveValue(12);
  expect(top()).toHaveValue(20);
  // At the image's edge the region stops: a rectangle never leaves the picture.
  await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
  expect(left()).toHaveValue(0);
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(left()).toHaveValue(10);
  expect(top()).toHaveValue(10);
}, 30_000);
