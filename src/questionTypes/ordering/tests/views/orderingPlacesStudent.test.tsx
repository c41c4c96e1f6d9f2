/**
 * Ordering the places on a picture on the student page (ADR 307): the question's image with each place outlined and
 * named as its item, beside the same list the ordering question has, whose Move up / Move down buttons the keyboard
 * works; the page then leaves its own copy of the image out. An ordering without places shows no picture. The
 * teacher's answer key shows the same picture above the right order.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QuestionAnswerKey } from '../../../shared/views/editorRegistry';
import { createI18n } from '../../../../../tests/support/i18n';
import { preloadStudentTypes, StudentAnswer } from '../../../shared/views/studentRegistry';
import type { TakeQuestion } from '../../../shared/views/studentQuestion';
import { showsItsImage } from '../../../shared/views/showsItsImage';

beforeAll(() => preloadStudentTypes());

const circle = (x: number, y: number) =>
  JSON.stringify({ shape: 'ellipse', x, y, radiusX: 0.04, radiusY: 0.03 });
const FLYING_HOME: TakeQuestion = {
  kind: 'question',
  id: 12,
  number: 1,
  title: 'Mark the airports shown on the map according to Lorna’s preferences.',
  image: '/media/uploads/quiz-images/ukair.png',
  isMultiple: false,
  options: [],
  questionType: 'ordering',
  view: {
    items: 3,
    'item.0': 'Edinburgh',
    'item.1': 'London',
    'item.2': 'Glasgow',
    'place.0': circle(0.47, 0.41),
    'place.1': JSON.stringify({ shape: 'rectangle', x: 0.7, y: 0.8, width: 0.1, height: 0.05 }),
    'place.2': circle(0.37, 0.41),
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

const picture = () => screen.queryByTestId('places-picture');

test('the picture outlines and names each place; the keyboard orders the places in the list beside it', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  render(<Harness question={FLYING_HOME} sent={sent} />);
  const shown = picture()!;
  expect(shown.querySelector('img')).toHaveAttribute('src', FLYING_HOME.image);
  expect(shown.querySelectorAll('svg ellipse')).toHaveLength(2);
  expect(shown.querySelectorAll('svg rect')).toHaveLength(1);
  const names = [...shown.querySelectorAll('[data-place]')];
  expect(names.map((n) => n.textContent)).toEqual(['Edinburgh', 'London', 'Glasgow']);
  // Each name sits below its place's outline, or above it when the name of a place beside it is already below.
  const [edinburgh, , glasgow] = names as HTMLElement[];
  expect(edinburgh!.style.left).toBe('47%');
  expect(parseFloat(edinburgh!.style.top)).toBeCloseTo(44);
  expect(edinburgh).not.toHaveClass('-translate-y-full');
  expect(glasgow!.style.left).toBe('37%');
  expect(parseFloat(glasgow!.style.top)).toBeCloseTo(38);
  expect(glasgow).toHaveClass('-translate-y-full');

  const list = screen.getByRole('list');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/^\d+\.|[↑↓]/g, '')),
  ).toEqual(['Edinburgh', 'London', 'Glasgow']);
  const up = screen.getByRole('button', { name: 'Move up: Glasgow' });
  up.focus();
  await user.keyboard('{Enter}{Enter}');
  expect(sent.at(-1)).toEqual(['Glasgow', 'Edinburgh', 'London']);
  expect(screen.getByRole('status')).toHaveTextContent('Glasgow: position 1 of 3');
  expect(up).toHaveFocus();
});

test('the page leaves its own image out for an ordering on its picture, and shows it for any other ordering', () => {
  expect(showsItsImage('ordering', FLYING_HOME.view)).toBe(true);
  expect(showsItsImage('ordering', { items: 2, 'item.0': 'A', 'item.1': 'B' })).toBe(false);
  expect(showsItsImage('ordering', { items: [{ id: 'a', text: 'A', place: { shape: 'ellipse' } }] })).toBe(
    true,
  );
  expect(showsItsImage('ordering', { items: [{ id: 'a', text: 'A' }] })).toBe(false);
});

test('an ordering without places, or without its image, shows the list alone', () => {
  const plain = { items: 2, 'item.0': 'Prophase', 'item.1': 'Metaphase' };
  const { unmount } = render(<Harness question={{ ...FLYING_HOME, view: plain }} sent={[]} />);
  expect(picture()).toBeNull();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  unmount();
  render(<Harness question={{ ...FLYING_HOME, image: null }} sent={[]} />);
  expect(picture()).toBeNull();
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
});

test('the teacher’s answer key shows the places named on the image above the right order', async () => {
  const circle = (x: number) => ({ shape: 'ellipse', x, y: 0.4, radiusX: 0.04, radiusY: 0.03 });
  render(
    <I18nextProvider i18n={createI18n()}>
      <QuestionAnswerKey
        questionType="ordering"
        image="/media/uploads/quiz-images/ukair.png"
        definition={{
          items: [
            { id: 'a', text: 'Glasgow', place: circle(0.37) },
            { id: 'b', text: 'Edinburgh', place: circle(0.47) },
          ],
        }}
      />
    </I18nextProvider>,
  );
  const shown = await screen.findByTestId('places-picture');
  expect([...shown.querySelectorAll('[data-place]')].map((n) => n.textContent)).toEqual([
    'Glasgow',
    'Edinburgh',
  ]);
  expect(screen.getByRole('list', { name: 'Right order' })).toHaveTextContent('1.Glasgow2.Edinburgh');
});
