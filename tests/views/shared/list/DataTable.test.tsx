import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn } from '../../../../src/views/ui/DataTable';
import { Pagination } from '../../../../src/views/ui/Pagination';
import { renderWithI18n } from './listTestUtils';

interface Row {
  readonly id: number;
  readonly title: string;
  readonly processing?: boolean;
}

const columns: DataColumn<Row>[] = [
  { key: 'title', header: 'Title', sortKey: 'title', render: (row) => row.title },
  { key: 'id', header: 'ID', render: (row) => row.id },
];
const rows: Row[] = [
  { id: 1, title: 'Cell Biology Review' },
  { id: 2, title: 'Section Quiz', processing: true },
];

test('a sortable header is a button in the column header that reports the order', async () => {
  const onSort = vi.fn();
  renderWithI18n(
    <DataTable
      label="Quizzes"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      sort={['title', 'desc']}
      onSort={onSort}
    />,
  );
  const header = screen.getByRole('columnheader', { name: 'Title' });
  expect(header).toHaveAttribute('aria-sort', 'descending');
  await userEvent.click(within(header).getByRole('button', { name: 'Title' }));
  expect(onSort).toHaveBeenCalledWith('title');
  expect(screen.getByRole('columnheader', { name: 'ID' })).not.toHaveAttribute('aria-sort');
});

test('while loading, ten skeleton rows stand in for the rows', () => {
  renderWithI18n(<DataTable label="Quizzes" columns={columns} rows={rows} rowKey={(r) => r.id} loading />);
  expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
  expect(screen.queryByText('Cell Biology Review')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
});

test("an empty list says 'No list items', or the screen's own text", () => {
  const { rerender } = renderWithI18n(
    <DataTable label="Quizzes" columns={columns} rows={[]} rowKey={(r) => r.id} />,
  );
  expect(screen.getByText('No list items')).toBeInTheDocument();
  rerender(
    <DataTable
      label="Quizzes"
      columns={columns}
      rows={[]}
      rowKey={(r) => r.id}
      emptyText="No institutions found"
    />,
  );
  expect(screen.getByText('No institutions found')).toBeInTheDocument();
});

test('a row that cannot be opened is dimmed and says why', () => {
  renderWithI18n(
    <DataTable
      label="Quizzes"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      disabledReason={(row) => (row.processing ? 'Playlist is not accessible while being processed' : null)}
      rowActions={(row, state) => <button disabled={state.disabled}>Edit {row.title}</button>}
    />,
  );
  const [, open, processing] = screen.getAllByRole('row');
  expect(open).not.toHaveAttribute('aria-disabled');
  expect(processing).toHaveAttribute('aria-disabled', 'true');
  expect(
    within(processing!).getByText('Section Quiz').closest('[aria-describedby]'),
  ).toHaveAccessibleDescription('Playlist is not accessible while being processed');
  expect(within(processing!).getByRole('button', { name: 'Edit Section Quiz' })).toBeDisabled();
  expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
});

test('the caption names the table; a named column gives row headers, a hidden header is still read', () => {
  renderWithI18n(
    <DataTable
      label="Results"
      rows={rows}
      rowKey={(r) => r.id}
      columns={[
        { key: 'title', header: 'Title', rowHeader: true, render: (row) => row.title },
        { key: 'id', header: 'ID', align: 'right', render: (row) => row.id },
        { key: 'link', header: 'Detail', hideHeader: true, render: (row) => <a href={`#${row.id}`}>View</a> },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Results' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.getAttribute('scope')),
  ).toEqual(['col', 'col', 'col']);
  expect(within(table).getByRole('columnheader', { name: 'Detail' }).firstElementChild).toHaveClass(
    'sr-only',
  );
  const row = within(table).getByRole('row', { name: /Section Quiz/ });
  expect(within(row).getByRole('rowheader', { name: 'Section Quiz' })).toHaveAttribute('scope', 'row');
  // A cell's text is its value; a phone's card draws the column's name before it from the cell's data-card-label.
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['2', 'View']);
  expect(within(row).getAllByRole('cell')[0]).toHaveAttribute('data-card-label', 'ID');
});

test('a column of what users wrote isolates each cell in a bdi, row header or not; other columns are left as they are', () => {
  renderWithI18n(
    <DataTable
      label="Quizzes"
      rows={rows}
      rowKey={(r) => r.id}
      columns={[
        { key: 'title', header: 'Title', rowHeader: true, userText: true, render: (row) => row.title },
        { key: 'again', header: 'Again', userText: true, render: (row) => `${row.title}.` },
        { key: 'id', header: 'ID', render: (row) => row.id },
      ]}
    />,
  );
  const row = screen.getByRole('row', { name: /Section Quiz/ });
  expect(within(row).getByRole('rowheader').firstElementChild?.tagName).toBe('BDI');
  expect(within(row).getByRole('rowheader').firstElementChild).toHaveTextContent(/^Section Quiz$/);
  const [again, id] = within(row).getAllByRole('cell');
  expect(again!.querySelector('bdi')).toHaveTextContent(/^Section Quiz\.$/);
  expect(id!.querySelector('bdi')).toBeNull();
  // The bdi adds no characters: the cell's text is still its value.
  expect(again).toHaveTextContent(/^Section Quiz\.$/);
});

test('a row can open a detail row under it, with the id its control points at', () => {
  renderWithI18n(
    <DataTable
      label="Questions"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowDetail={(row) => (row.id === 1 ? { id: 'options-1', content: 'Options of 1' } : null)}
    />,
  );
  const all = screen.getAllByRole('row');
  expect(all).toHaveLength(4);
  expect(all[2]).toHaveAttribute('id', 'options-1');
  expect(within(all[2]!).getByRole('cell')).toHaveAttribute('colspan', '2');
  expect(all[2]).toHaveTextContent('Options of 1');
});

describe('pagination', () => {
  test('is not shown for a single page', () => {
    renderWithI18n(<Pagination page={1} totalPages={1} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  test('marks the current page and moves to the chosen one', async () => {
    const onPage = vi.fn();
    renderWithI18n(<Pagination page={5} totalPages={20} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['‹', '1', '4', '5', '6', '20', '›']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 6' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPage.mock.calls).toEqual([[6], [4]]);
  });

  test('cannot go before the first or after the last page', () => {
    renderWithI18n(<Pagination page={1} totalPages={2} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});

test('with a selection, each row has a named checkbox and the header checkbox is mixed for some rows', async () => {
  const onToggle = vi.fn();
  const onTogglePage = vi.fn();
  renderWithI18n(
    <DataTable
      label="Quizzes"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowActions={(row) => <button type="button">Open {row.title}</button>}
      selection={{
        selected: new Set([1]),
        onToggle,
        onTogglePage,
        rowName: (row) => row.title,
        selectRowLabel: (name) => `Select ${name}`,
        selectPageLabel: 'Select all on this page',
      }}
    />,
  );
  const page = screen.getByRole('checkbox', { name: 'Select all on this page' });
  expect(page).toHaveProperty('indeterminate', true);
  expect(screen.getByRole('checkbox', { name: 'Select Cell Biology Review' })).toBeChecked();
  const second = screen.getByRole('checkbox', { name: 'Select Section Quiz' });
  expect(second).not.toBeChecked();
  const user = userEvent.setup();
  await user.keyboard('{Shift>}');
  await user.click(second);
  await user.keyboard('{/Shift}');
  expect(onToggle).toHaveBeenCalledWith(rows[1], true);
  await user.click(page);
  expect(onTogglePage).toHaveBeenCalled();
});
