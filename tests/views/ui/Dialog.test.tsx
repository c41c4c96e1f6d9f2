/** The dialog's dismiss button (Cancel, Close) comes first at the bottom and closes the dialog as Esc does. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../../../src/views/ui/Button';
import { Dialog } from '../../../src/views/ui/Dialog';

function Example({ onUpload }: { onUpload: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title="Crop image"
      dismissLabel="Cancel"
      actions={<Button onClick={onUpload}>Upload</Button>}
    />
  );
}

test('Cancel stands before the primary action and closes the dialog; the primary action leaves it to its caller', async () => {
  const user = userEvent.setup();
  const uploads: number[] = [];
  render(<Example onUpload={() => uploads.push(1)} />);
  const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
  const buttons = [...dialog.querySelectorAll('button')].map((button) => button.textContent);
  expect(buttons).toEqual(['Cancel', 'Upload']);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(uploads).toEqual([1]);
  expect(screen.getByRole('dialog', { name: 'Crop image' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog', { name: 'Crop image' })).not.toBeInTheDocument();
});
