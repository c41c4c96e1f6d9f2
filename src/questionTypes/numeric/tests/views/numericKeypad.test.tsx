/**
 * The keys under a numeric answer (ADR 391), by role and label: `×10ⁿ` and a minus sign, which a phone's number
 * keyboard lacks, write at the caret and leave the focus on the answer; they are reached from the keyboard; a
 * question that takes a unit asks for a keyboard with letters, one without for the number keyboard.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TakeCatalog } from '../../../../i18n/catalogTypes';
import { enTake } from '../../../../i18n/enTake';
import { take as deTake } from '../../../../i18n/locales/de/take';
import type { UiLanguageCode } from '../../../../domain/shared/languages';
import { TakeTextContext, takeTextFrom } from '../../../../views/take/takeText';
import type { TakeQuestion } from '../../../shared/views/studentQuestion';
import { NumericStudent } from '../../views/NumericStudent';

const measured = (view: object) =>
  ({
    kind: 'question',
    id: 5,
    title: 'How far apart are the fringes?',
    image: null,
    isMultiple: false,
    options: [],
    questionType: 'numeric',
    view: { maxLength: 100, ...view },
  }) as unknown as TakeQuestion;
const ANY_UNIT = { unit: null, units: '', anyUnit: true };

function renderNumeric(question: TakeQuestion, catalog: TakeCatalog, language: UiLanguageCode) {
  const sent: unknown[] = [];
  function Harness() {
    const [response, setResponse] = useState<unknown>(undefined);
    return (
      <TakeTextContext.Provider value={takeTextFrom(catalog, language)}>
        <NumericStudent
          question={question}
          chosen={undefined}
          onChoose={() => {}}
          response={response}
          onRespond={(value) => {
            sent.push(value);
            setResponse(value);
          }}
        />
      </TakeTextContext.Provider>
    );
  }
  render(<Harness />);
  return { sent, user: userEvent.setup() };
}

test('the ×10ⁿ and minus keys write at the caret and leave the keyboard on the answer', async () => {
  const { sent, user } = renderNumeric(measured(ANY_UNIT), enTake, 'en');
  const box = screen.getByRole('textbox', { name: 'Your answer' });
  // A unit is typed in letters, so the box asks for a keyboard that has them.
  expect(box).toHaveAttribute('inputmode', 'text');
  await user.type(box, '1.0 m');
  (box as HTMLInputElement).setSelectionRange(3, 3);
  const keys = screen.getByRole('group', { name: 'Symbols for the number' });
  await user.click(within(keys).getByRole('button', { name: 'Times ten to the power' }));
  expect(box).toHaveFocus();
  await user.click(within(keys).getByRole('button', { name: 'Minus sign' }));
  await user.keyboard('2');
  expect(box).toHaveValue('1.0×10^-2 m');
  expect(sent.at(-1)).toBe('1.0e-2 m');
});

test('the keys are reached from the keyboard, and a number without units asks for the number keyboard', async () => {
  const { sent, user } = renderNumeric(measured({ unit: null, units: '' }), deTake, 'de');
  const box = screen.getByRole('textbox', { name: 'Ihre Antwort' });
  expect(box).toHaveAttribute('inputmode', 'decimal');
  await user.type(box, '6,02');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Mal zehn hoch' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(box).toHaveFocus();
  await user.keyboard('23');
  expect(sent.at(-1)).toBe('6.02e23');
});
