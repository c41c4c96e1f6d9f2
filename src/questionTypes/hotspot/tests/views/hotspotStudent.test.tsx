/**
 * The hotspot answer on the student page (ADR 203), by role and label: the image is one focusable area where the
 * arrow keys move a crosshair (Shift for bigger steps) and Enter places the mark, said aloud as a place on the
 * image; a click places it where it lands; Clear takes the marks away; with several marks allowed, no more than
 * that are placed; the review after submitting says where the marks were.
 */
import { render, screen } from '@testing-library/react';
import { enTake } from '../../../../i18n/enTake';
import { loadTakeCatalog } from '../../../../i18n/loadTakeCatalog';
import { take as deTake } from '../../../../i18n/locales/de/take';
import { preloadStudentTypes } from '../../../shared/views/studentRegistry';
import { renderStudentAnswer } from '../../../shared/tests/views/studentHarness';
import { TakeTextContext, takeTextFrom } from '../../../../views/take/takeText';
import type { TakeQuestion } from '../../../shared/views/studentQuestion';
import { TakeTypedReview } from '../../../../views/take/TakeTypedReview';
import { unansweredQuestions } from '../../../../domain/take/takeAnswers';

beforeAll(() => preloadStudentTypes());

function renderHotspot(marks: number, language: 'en' | 'de' = 'en') {
  const question = {
    kind: 'question',
    id: 4,
    title: 'Mark the nucleus.',
    image: '/media/uploads/quiz-images/cell.png',
    isMultiple: false,
    options: [],
    questionType: 'hotspot',
    view: { marks },
  } as unknown as TakeQuestion;
  return renderStudentAnswer(question, { catalog: language === 'de' ? deTake : enTake, language });
}

test('the keyboard moves the crosshair in steps, Shift in bigger ones, and Enter places the mark where it is', async () => {
  const { sent, user } = renderHotspot(1);
  const area = screen.getByRole('application', { name: 'Image to mark' });
  expect(area).toHaveAccessibleDescription(/arrow keys/);
  expect(screen.getByText('No mark placed yet.')).toBeInTheDocument();
  await user.tab();
  expect(area).toHaveFocus();
  await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('status')).toHaveTextContent('Crosshair at 60 % across, 52 % down');
  expect(sent).toEqual([]);
  await user.keyboard('{Enter}');
  expect(sent.at(-1)).toEqual([{ x: 0.6, y: 0.52 }]);
  expect(screen.getByRole('status')).toHaveTextContent('Mark 1 at 60 % across, 52 % down');
  expect(screen.getByRole('listitem')).toHaveTextContent('Mark 1 at 60 % across, 52 % down');
  // One mark allowed: the next one moves it.
  await user.keyboard('{ArrowLeft}{ }');
  expect(sent.at(-1)).toEqual([{ x: 0.59, y: 0.52 }]);
  await user.click(screen.getByRole('button', { name: 'Clear marks' }));
  expect(sent.at(-1)).toEqual([]);
  expect(screen.getByText('No mark placed yet.')).toBeInTheDocument();
});

test('a click places the mark where it lands on the image, whatever size the image is shown at', async () => {
  const { sent, user } = renderHotspot(1);
  const area = screen.getByRole('application', { name: 'Image to mark' });
  vi.spyOn(area, 'getBoundingClientRect').mockReturnValue({
    left: 10,
    top: 20,
    width: 200,
    height: 100,
    right: 210,
    bottom: 120,
    x: 10,
    y: 20,
    toJSON: () => ({}),
  });
  await user.pointer({ keys: '[MouseLeft]', target: area, coords: { clientX: 60, clientY: 95 } });
  expect(sent.at(-1)).toEqual([{ x: 0.25, y: 0.75 }]);
});

test('with two marks allowed a third is refused aloud, and one mark can be removed', async () => {
  const { sent, user } = renderHotspot(2, 'de');
  expect(screen.getByText(/Erlaubte Markierungen: 2/)).toBeInTheDocument();
  screen.getByRole('application', { name: 'Bild zum Markieren' }).focus();
  await user.keyboard('{Enter}{ArrowUp}{Enter}');
  expect(sent.at(-1)).toEqual([
    { x: 0.5, y: 0.5 },
    { x: 0.5, y: 0.49 },
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('Markierung 2 bei 50 % waagerecht, 49 % senkrecht');
  await user.keyboard('{ArrowUp}{Enter}');
  expect(sent).toHaveLength(2);
  expect(screen.getByRole('status')).toHaveTextContent('Alle Ihre Markierungen sind gesetzt.');
  await user.click(screen.getByRole('button', { name: 'Markierung 1 entfernen' }));
  expect(sent.at(-1)).toEqual([{ x: 0.5, y: 0.49 }]);
});

test('after submitting, the review says where the marks were; marks cleared are no answer', () => {
  const { rerender } = render(
    <TakeTextContext.Provider value={takeTextFrom(enTake, 'en')}>
      <TakeTypedReview
        question={{ questionType: 'hotspot' }}
        response={[
          { x: 0.4, y: 0.625 },
          { x: 0.1, y: 0.9 },
        ]}
        answer="(40 %, 62.5 %); (10 %, 90 %)"
        rightAnswer="rectangle (35 %, 55 %) to (45 %, 70 %)"
      />
    </TakeTextContext.Provider>,
  );
  expect(
    screen.getByText('Mark 1 at 40 % across, 62.5 % down; Mark 2 at 10 % across, 90 % down'),
  ).toBeInTheDocument();
  rerender(
    <TakeTextContext.Provider value={takeTextFrom(enTake, 'en')}>
      <TakeTypedReview question={{ questionType: 'hotspot' }} response={[]} answer="" rightAnswer="" />
    </TakeTextContext.Provider>,
  );
  expect(screen.getByText('Not answered')).toBeInTheDocument();
  expect(unansweredQuestions([{ items: [{ kind: 'question', id: 4 }] }], {}, { '4': [] })).toEqual([4]);
});

test('on an Arabic page the review words the right regions in Arabic, not in the server’s English', async () => {
  const ar = takeTextFrom(await loadTakeCatalog('ar'), 'ar');
  render(
    <TakeTextContext.Provider value={ar}>
      <TakeTypedReview
        question={{ questionType: 'hotspot' }}
        response={[{ x: 0.4, y: 0.625 }]}
        answer="(40 %, 62.5 %)"
        rightAnswer="rectangle (35 %, 55 %) to (45 %, 70 %)"
        rightRegions={[{ shape: 'rectangle', x: 0.35, y: 0.55, width: 0.1, height: 0.15 }]}
      />
    </TakeTextContext.Provider>,
  );
  // The catalog isolates each value (FSI … PDI) so numbers keep their order in right-to-left text.
  const right = screen.getByText(/^مستطيل من/).textContent?.replace(/[\u2068\u2069]/g, '');
  expect(right).toBe('مستطيل من 35 % إلى 45 % أفقيًا، ومن 55 % إلى 70 % رأسيًا');
  expect(screen.queryByText(/rectangle/i)).not.toBeInTheDocument();
});
