/**
 * A measured numeric question on the student page (ADR 379, 380), by role and label: any unit may follow the number
 * and is sent as written, scientific notation is sent with an `e` exponent and the digits as written (their
 * significant figures count), a decimal comma is read on a German page, and a required unit is not shown to copy.
 */
import { screen } from '@testing-library/react';
import { enTake } from '../../../../i18n/enTake';
import { take as deTake } from '../../../../i18n/locales/de/take';
import { preloadStudentTypes } from '../../../shared/views/studentRegistry';
import { renderStudentAnswer } from '../../../shared/tests/views/studentHarness';
import type { TakeQuestion } from '../../../shared/views/studentQuestion';

beforeAll(() => preloadStudentTypes());

const measured = (unit: string | null) =>
  ({
    kind: 'question',
    id: 5,
    title: 'How far apart are the fringes?',
    image: null,
    isMultiple: false,
    options: [],
    questionType: 'numeric',
    view: { maxLength: 100, unit, units: '', anyUnit: true },
  }) as unknown as TakeQuestion;

test('any unit after the number is sent as written, with the digits as typed and the exponent as e', async () => {
  const { sent, user } = renderStudentAnswer(measured(null), { catalog: enTake, language: 'en' });
  const box = screen.getByRole('textbox', { name: 'Your answer' });
  // A required unit is not shown beside the box.
  expect(screen.queryByText('mm')).not.toBeInTheDocument();
  await user.type(box, '1.0 cm');
  expect(sent.at(-1)).toBe('1.0 cm');
  await user.clear(box);
  await user.type(box, '1.0×10^-2 m');
  expect(sent.at(-1)).toBe('1.0e-2 m');
  expect(box).not.toHaveAttribute('aria-invalid');
});

test('a German page reads a decimal comma and shows an optional unit beside the box', async () => {
  const { sent, user } = renderStudentAnswer(measured('mm'), { catalog: deTake, language: 'de' });
  expect(screen.getByText('mm')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Ihre Antwort' }), '10,0 µm');
  expect(sent.at(-1)).toBe('10.0 μm');
});
