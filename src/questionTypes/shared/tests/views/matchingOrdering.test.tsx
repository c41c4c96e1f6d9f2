/**
 * The student components of matching and ordering (ADR 199), by role and label as a keyboard or screen-reader user
 * meets them: a labelled select per prompt, and Move up / Move down buttons that save the new order and say it.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loadTakeCatalog } from '../../../../i18n/loadTakeCatalog';
import { preloadStudentTypes, StudentAnswer } from '../../views/studentRegistry';
import type { TakeQuestion } from '../../views/studentQuestion';
import { takeTextFrom, TakeTextContext, typeTextOf } from '../../../../views/take/takeText';
import { orderingTakeText } from '../../../ordering/views/orderingTakeText';
import { TakeTypedReview } from '../../../../views/take/TakeTypedReview';

// The types' components are chunks of their own (ADR 140): loaded once here, they render at once.
beforeAll(() => preloadStudentTypes());

const MATCHING: TakeQuestion = {
  kind: 'question',
  id: 11,
  number: 1,
  title: 'Match each country with its capital.',
  image: null,
  isMultiple: false,
  options: [],
  questionType: 'matching',
  view: {
    prompts: 2,
    'prompt.0': 'France',
    'prompt.1': 'Italy',
    answers: 3,
    'answer.0': 'Lyon',
    'answer.1': 'Paris',
    'answer.2': 'Rome',
  },
};
const ORDERING: TakeQuestion = {
  ...MATCHING,
  id: 12,
  title: 'Put the phases in order.',
  questionType: 'ordering',
  view: { items: 3, 'item.0': 'Metaphase', 'item.1': 'Prophase', 'item.2': 'Anaphase' },
};

/** The component as the take page holds it: the response kept and every response sent recorded. */
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

test('matching: each prompt labels a select of every answer; a pick is sent with the prompt', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  render(<Harness question={MATCHING} sent={sent} />);
  const france = screen.getByRole('combobox', { name: 'France' });
  expect(
    within(france)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose an answer', 'Lyon', 'Paris', 'Rome']);
  await user.selectOptions(france, 'Paris');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Italy' }), 'Lyon');
  expect(sent.at(-1)).toEqual([
    { prompt: 'France', answer: 'Paris' },
    { prompt: 'Italy', answer: 'Lyon' },
  ]);
  await user.selectOptions(france, 'Choose an answer');
  expect(sent.at(-1)).toEqual([{ prompt: 'Italy', answer: 'Lyon' }]);
});

test('ordering: the keyboard moves an item with its buttons; the order is sent and announced', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  render(<Harness question={ORDERING} sent={sent} />);
  const items = () =>
    screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/^\d+\.|[↑↓]/g, ''));
  expect(items()).toEqual(['Metaphase', 'Prophase', 'Anaphase']);
  const up = screen.getByRole('button', { name: 'Move up: Prophase' });
  up.focus();
  await user.keyboard('{Enter}');
  expect(items()).toEqual(['Prophase', 'Metaphase', 'Anaphase']);
  expect(sent.at(-1)).toEqual(['Prophase', 'Metaphase', 'Anaphase']);
  expect(screen.getByRole('status')).toHaveTextContent('Prophase: position 1 of 3');
  // At the top, Move up says it cannot and keeps the focus; nothing is sent.
  expect(up).toHaveFocus();
  expect(up).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Enter}');
  expect(sent).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Move down: Metaphase' }));
  expect(sent.at(-1)).toEqual(['Prophase', 'Anaphase', 'Metaphase']);
});

test('in Hebrew the buttons and the hint speak Hebrew', async () => {
  const he = takeTextFrom(await loadTakeCatalog('hb'), 'hb');
  render(
    <TakeTextContext.Provider value={he}>
      <Harness question={ORDERING} sent={[]} />
    </TakeTextContext.Provider>,
  );
  expect(screen.getAllByRole('button', { name: /הזזה למעלה/ })).toHaveLength(3);
  expect(screen.getByText(typeTextOf(he, orderingTakeText).hint)).toBeInTheDocument();
});

test('in Hebrew the page runs right to left', async () => {
  const he = takeTextFrom(await loadTakeCatalog('hb'), 'hb');
  expect(he.dir).toBe('rtl');
});

test('the review words a matching and an ordering answer as their types do, never as the raw response', () => {
  const { container, rerender } = render(
    <TakeTypedReview
      question={MATCHING}
      response={[
        { prompt: 'France', answer: 'Paris' },
        { prompt: 'Italy', answer: 'Madrid' },
      ]}
      answer="France: Paris; Italy: Madrid"
      rightAnswer="France: Paris; Italy: Rome"
    />,
  );
  expect(screen.getByText('France: Paris; Italy: Madrid')).toBeInTheDocument();
  expect(container).not.toHaveTextContent('[object');
  rerender(
    <TakeTypedReview
      question={{ questionType: 'ordering' }}
      response={['Telophase', 'Prophase']}
      answer="Telophase → Prophase"
      rightAnswer="Prophase → Telophase"
    />,
  );
  expect(screen.getByText('Telophase → Prophase')).toBeInTheDocument();
});
