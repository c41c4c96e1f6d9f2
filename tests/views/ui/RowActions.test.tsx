/** A list row's actions menu (ADR 267): one button named for the row, destructive actions last and apart. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../../../src/views/ui/Dialog';
import { RowActions } from '../../../src/views/ui/RowActions';
import { openRowMenu } from './rowMenu';

test('a destructive action comes last, after a separator and in red, whatever the order given', async () => {
  const user = userEvent.setup();
  render(
    <RowActions
      label="Actions for report.pdf"
      actions={[
        { key: 'delete', label: 'Delete', danger: true, onAction: () => {} },
        { key: 'rename', label: 'Rename', onAction: () => {} },
      ]}
    />,
  );
  expect(await openRowMenu(user, 'report.pdf')).toEqual([
    { name: 'Rename', danger: false, disabled: false },
    { name: 'Delete', danger: true, disabled: false },
  ]);
  expect(within(screen.getByRole('menu')).getByRole('separator')).toBeInTheDocument();
});

test('an action waiting for other work is listed but does nothing when chosen', async () => {
  const user = userEvent.setup();
  const restore = vi.fn();
  render(
    <RowActions
      label="Actions for report.pdf"
      actions={[{ key: 'restore', label: 'Restore', disabled: true, onAction: restore }]}
    />,
  );
  expect(await openRowMenu(user, 'report.pdf')).toEqual([{ name: 'Restore', danger: false, disabled: true }]);
  await user.click(screen.getByRole('menuitem', { name: 'Restore' }));
  expect(restore).not.toHaveBeenCalled();
});

test('a row with no action shows no button', () => {
  render(<RowActions label="Actions for report.pdf" actions={[]} />);
  expect(screen.queryByRole('button')).toBeNull();
});

test('a row menu inside a modal dialog opens in the dialog; Escape and choosing an item close the menu alone', async () => {
  const user = userEvent.setup();
  const copy = vi.fn();
  const close = vi.fn();
  render(
    <Dialog open onClose={close} title="Student links">
      <RowActions
        label="Actions for ada@example.org"
        actions={[{ key: 'copy', label: 'Copy link', onAction: copy }]}
      />
    </Dialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Student links' });
  const button = screen.getByRole('button', { name: 'Actions for ada@example.org' });
  await openRowMenu(user, 'ada@example.org', dialog);
  expect(dialog).toContainElement(screen.getByRole('menu'));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(button).toHaveFocus();
  expect(close).not.toHaveBeenCalled();
  await openRowMenu(user, 'ada@example.org', dialog);
  await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
  expect(copy).toHaveBeenCalledOnce();
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(close).not.toHaveBeenCalled();
});
