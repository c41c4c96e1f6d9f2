/** The article picker 'Articles' over the shared list machine: search by title or section ID, pages, Select. */
import { screen, waitFor, within } from '@testing-library/react';
import type { ArticleRow } from '../../../../src/api/content/contentContract';
import { paging } from '../../../../src/domain/shared/listQuery';
import { ArticlePickerDialog } from '../../../../src/views/quiz/editor/dialogs/ArticlePickerDialog';
import { renderEditor } from './renderEditor';

const rows: ArticleRow[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  title: i === 11 ? 'Cell membranes' : `Article ${i + 1}`,
  articleType: 'journal',
  sectionId: 100 + i,
  hasTemplate: false,
}));

interface ListBody {
  readonly navigation: { page: number; itemsOnPage: number };
  readonly filter: { property: string; value: string | number }[];
}

function matching(body: ListBody): ArticleRow[] {
  const [condition] = body.filter;
  if (!condition) return rows;
  if (condition.property === 'section_id') return rows.filter((row) => row.sectionId === condition.value);
  return rows.filter((row) => row.title.toLowerCase().includes(String(condition.value).toLowerCase()));
}

function openPicker() {
  const onClose = vi.fn();
  const view = renderEditor(<ArticlePickerDialog onClose={onClose} />, ({ url, body }) => {
    if (url.pathname !== '/api/admin/quiz/article_list') return { status: 404, body: {} };
    const request = body as ListBody;
    const found = matching(request);
    const { page, itemsOnPage } = request.navigation;
    const result = found.slice((page - 1) * itemsOnPage, page * itemsOnPage);
    return {
      status: 200,
      body: { content: { result, navigation: paging(page, itemsOnPage, found.length, result.length) } },
    };
  });
  return { ...view, onClose };
}

const bodyRows = (dialog: HTMLElement) => within(dialog).getAllByRole('row').slice(1);

test('the picker lists 20 articles a page under ID, Title, Type and Actions, with pages', async () => {
  const { user } = openPicker();
  const dialog = await screen.findByRole('dialog', { name: 'Articles' });
  await within(dialog).findByRole('cell', { name: 'Article 20' });
  expect(
    within(dialog)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['ID', 'Title', 'Type', 'Actions']);
  expect(bodyRows(dialog)).toHaveLength(20);
  await user.click(within(dialog).getByRole('button', { name: 'Next page' }));
  await within(dialog).findByRole('cell', { name: 'Article 25' });
  expect(bodyRows(dialog)).toHaveLength(5);
});

test('a whole number finds the article of that section ID, words find titles, and Select picks it', async () => {
  const { user, onClose } = openPicker();
  const dialog = await screen.findByRole('dialog', { name: 'Articles' });
  const search = within(dialog).getByRole('searchbox', { name: 'Search by title or section ID' });
  await user.type(search, '111');
  await waitFor(() => expect(bodyRows(dialog)).toHaveLength(1));
  expect(within(dialog).getByRole('cell', { name: 'Cell membranes' })).toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'nothing like it');
  expect(await within(dialog).findByText('No articles found')).toBeInTheDocument();
  await user.clear(search);
  await user.type(search, 'membranes');
  await user.click(await within(dialog).findByRole('button', { name: 'Select Cell membranes' }));
  expect(onClose).toHaveBeenCalledWith(rows[11]);
});
