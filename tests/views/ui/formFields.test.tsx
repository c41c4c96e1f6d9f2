import { render, screen } from '@testing-library/react';
import { CheckboxField } from '../../../src/views/ui/CheckboxField';
import { SelectField } from '../../../src/views/ui/SelectField';
import { TextAreaField } from '../../../src/views/ui/TextAreaField';
import { TextField } from '../../../src/views/ui/TextField';

test.each([
  ['text', () => <TextField label="Key" name="key" error="This field is required" readOnly />, 'textbox'],
  ['textarea', () => <TextAreaField label="Key" error="This field is required" readOnly />, 'textbox'],
  [
    'select',
    () => <SelectField label="Key" error="This field is required" options={[{ value: '1', label: 'One' }]} />,
    'combobox',
  ],
  ['switch', () => <CheckboxField asSwitch label="Key" error="This field is required" readOnly />, 'switch'],
] as const)(
  'a %s field is named by its label and marked invalid with its error read out',
  (_, field, role) => {
    render(field());
    const control = screen.getByRole(role, { name: 'Key' });
    expect(control).toBeInvalid();
    expect(control).toHaveAccessibleDescription('This field is required');
  },
);

test('a field without an error is neither invalid nor described by one', () => {
  render(<SelectField label="Group" description="Choose one" options={[]} />);
  const control = screen.getByRole('combobox', { name: 'Group' });
  expect(control).not.toBeInvalid();
  expect(control).toHaveAccessibleDescription('Choose one');
});
