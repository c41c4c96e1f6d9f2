/**
 * The quiz viewer shows a hotspot question's right regions on its image, once, and each region in words (ADR 203).
 */
import { screen, within } from '@testing-library/react';
import type { Quiz } from '../../../../domain/quiz/quiz';
import QuizViewerView from '../../../../views/quiz/viewer/QuizViewerView';
import { storedQuestion, storedQuiz } from '../../../../../tests/support/quizFixtures';
import { renderScreen } from '../../../../../tests/views/quiz/results/renderScreen';

const quiz: Quiz = storedQuiz({
  id: 8,
  kind: 'user',
  title: 'Cells',
  activities: [
    {
      id: 1,
      title: 'Activity 1',
      sortIndex: 0,
      items: [
        storedQuestion(1, {
          title: 'Mark the nucleus.',
          image: '/media/uploads/quiz-images/cell.png',
          questionType: 'hotspot',
          textOptions: [],
          rightAnswer: [],
          definition: {
            regions: [
              { id: 'r1', shape: 'rectangle', x: 0.1, y: 0.2, width: 0.3, height: 0.4 },
              { id: 'r2', shape: 'ellipse', x: 0.7, y: 0.5, radiusX: 0.1, radiusY: 0.125 },
              {
                id: 'r3',
                shape: 'polygon',
                points: [
                  { x: 0.5, y: 0.9 },
                  { x: 0.6, y: 0.9 },
                  { x: 0.55, y: 0.8 },
                ],
              },
            ],
            maxMarks: 2,
          },
        }),
      ],
    },
  ],
});

test('the viewer draws the right regions on the question’s image and lists each in percents of it', async () => {
  renderScreen(<QuizViewerView context="user-quiz" params={{ quizId: '8' }} />, () => ({
    status: 200,
    body: { content: quiz },
  }));
  await screen.findByRole('heading', { level: 4, name: /Mark the nucleus\./ });
  // The picture is shown once: with its regions, not also above them.
  expect(document.querySelectorAll('img[src="/media/uploads/quiz-images/cell.png"]')).toHaveLength(1);
  expect(screen.getByRole('img', { name: 'The question’s image with its right regions' })).toHaveAttribute(
    'src',
    '/media/uploads/quiz-images/cell.png',
  );
  const regions = screen.getByRole('list', { name: 'Right regions · Marks allowed: 2' });
  expect(
    within(regions)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Rectangle from 10 % to 40 % across, 20 % to 60 % down',
    'Circle or ellipse centred at 70 % across, 50 % down, radius 10 % across, 12.5 % down',
    'Polygon with corners at (50, 90), (60, 90), (55, 80)',
  ]);
  // What a sighted teacher sees: each region drawn where it is, in the drawing's percents of the image.
  const attributes = (element: Element) =>
    Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
  expect([...document.querySelectorAll('svg rect, svg ellipse, svg polygon')].map(attributes)).toEqual([
    expect.objectContaining({ x: '10', y: '20', width: '30', height: '40' }),
    expect.objectContaining({ cx: '70', cy: '50', rx: '10', ry: '12.5' }),
    // 0.55 × 100 is 55.00000000000001 in floating point; the browser draws it at 55.
    expect.objectContaining({ points: expect.stringMatching(/^50,90 60,90 55(\.0*1)?,80$/) }),
  ]);
}, 30_000);
