/**
 * The student component of fill in the blanks (ADR 202), as a keyboard or screen-reader user meets it: the text
 * with each blank in place, a select or a text field named "Blank N", and every change sent as the answers of all
 * the blanks by their ids.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loadTakeCatalog } from '../../../../i18n/loadTakeCatalog';
import { preloadStudentTypes, StudentAnswer } from '../../../shared/views/studentRegistry';
import type { TakeQuestion } from '../../../shared/views/studentQuestion';
import { takeTextFrom, TakeTextContext } from '../../../../views/take/takeText';

beforeAll(() => preloadStudentTypes());

const BLANKS: TakeQuestion = {
  kind: 'question',
  id: 21,
  number: 1,
  title: 'Fill in the blanks about the cell.',
  image: null,
  isMultiple: false,
  options: [],
  questionType: 'fillInBlanks',
  view: {
    text: 'The [[1]] makes ATP; plants also have [[2]].',
    gaps: 2,
    maxLength: 200,
    'gap.0.id': 'g1',
    'gap.0.kind': 'typed',
    'gap.1.id': 'g2',
    'gap.1.kind': 'dropdown',
    'gap.1.options': 2,
    'gap.1.option.0': 'chloroplasts',
    'gap.1.option.1': 'ribosomes',
  },
};

function Harness({ sent, saved }: { sent: unknown[]; saved?: unknown }) {
  const [response, setResponse] = useState<unknown>(saved);
  return (
    <StudentAnswer
      question={BLANKS}
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

test('each blank stands in the text, named by its number; typing and choosing send every blank’s answer', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  const { container } = render(<Harness sent={sent} />);
  // The text reads around its blanks, with no marker left in it.
  expect(container.textContent).toMatch(/^The +makes ATP; plants also have Choose an answer.*\.$/);
  expect(container).not.toHaveTextContent('[[');
  const first = screen.getByRole('textbox', { name: 'Blank 1' });
  const second = screen.getByRole('combobox', { name: 'Blank 2' });
  expect(
    within(second)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose an answer', 'chloroplasts', 'ribosomes']);
  // By keyboard alone: Tab to the first blank, type, Tab to the second, pick with the arrow keys.
  await user.tab();
  expect(first).toHaveFocus();
  await user.keyboard('mitochondria');
  await user.tab();
  expect(second).toHaveFocus();
  await user.selectOptions(second, 'ribosomes');
  expect(sent.at(-1)).toEqual([
    { gap: 'g1', answer: 'mitochondria' },
    { gap: 'g2', answer: 'ribosomes' },
  ]);
  // Emptying a blank leaves it out of what is sent.
  await user.clear(first);
  expect(sent.at(-1)).toEqual([{ gap: 'g2', answer: 'ribosomes' }]);
  expect(first).toHaveAttribute('maxlength', '200');
});

test('a saved answer shows in its blank when the page comes back', () => {
  render(
    <Harness
      sent={[]}
      saved={[
        { gap: 'g2', answer: 'chloroplasts' },
        { gap: 'g1', answer: 'Mito' },
      ]}
    />,
  );
  expect(screen.getByRole('textbox', { name: 'Blank 1' })).toHaveValue('Mito');
  expect(screen.getByRole('combobox', { name: 'Blank 2' })).toHaveValue('chloroplasts');
});

test('in German the blanks are named in German', async () => {
  const de = takeTextFrom(await loadTakeCatalog('de'), 'de');
  render(
    <TakeTextContext.Provider value={de}>
      <Harness sent={[]} />
    </TakeTextContext.Provider>,
  );
  expect(screen.getByRole('textbox', { name: 'Lücke 1' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('combobox', { name: 'Lücke 2' })).getByRole('option', { name: 'Antwort wählen' }),
  ).toBeInTheDocument();
});
