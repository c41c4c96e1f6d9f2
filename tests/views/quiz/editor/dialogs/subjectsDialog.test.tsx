/**
 * SPEC section 2, the quiz form: a Subjects picker dialog ('Choose relevant subjects', Save Subjects). The subjects
 * already on the quiz are ticked; Save Subjects gives back the ones ticked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { SubjectsDialog } from '../../../../../src/views/quiz/editor/dialogs/SubjectsDialog';
import { renderScreen } from '../../results/renderScreen';

const SUBJECTS = [
  { id: 1, title: 'Biology' },
  { id: 2, title: 'Chemistry' },
  { id: 3, title: 'Physics' },
];

const tagRoute = () => ({ status: 200, body: { content: SUBJECTS } });

test("the subjects picker is 'Choose relevant subjects', and Save Subjects gives back the subjects ticked", async () => {
  const onClose = vi.fn();
  const { user } = renderScreen(<SubjectsDialog selected={[SUBJECTS[0]!]} onClose={onClose} />, tagRoute);
  const dialog = await screen.findByRole('dialog', { name: 'Choose relevant subjects' });
  expect(await within(dialog).findByRole('checkbox', { name: 'Biology' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: 'Physics' })).not.toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Physics' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save Subjects' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onClose.mock.calls[0]![0]).toEqual([SUBJECTS[0], SUBJECTS[2]]);
});
