/**
 * The translations grid as the SPEC tells it (section 2 "Translations", with the flag adminTranslations on;
 * section 4: sorted by key, descending by default, the same column flips; section 9: 20 per page) and ADRs 076
 * and 091: one row per key with its group and a column per language, a search over keys, values, languages and
 * groups, the language filter keeping that language's values (a key without one leaves the grid), pagination only
 * past one page, and a language cell whose value is edited ('Update translation'), removed ('Remove translation')
 * and added again, each saved on the server. A removal is every delete's pattern (ADR 266): the cell shows empty at
 * once and the notice offers Undo while the server still holds the value; Undo brings it back, and the notice
 * ending sends the deletion. The server holds exactly the 24 keys this file creates.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { assign, setup } from 'xstate';
import { TRANSLATION_PATHS } from '../../src/api/translations/translationsContract';
import { translationFilter, type TranslationRow } from '../../src/domain/translations/translations';
import { bearer, call, createTestApp, type TestApp } from '../server/testApp';
import { renderConsole, type Console } from './support/renderConsole';
import { modelPaths, reachedStates, replay, type StateMeta, type UserActions } from './support/testModel';

const PAGE_SIZE = 20;
const GROUP = 'Site pages';
/** The cell the paths change: the German value of quiz.start. */
const CELL_KEY = 'quiz.start';
const CELL_VALUES = { original: 'Start', edited: 'Beginnen', added: 'Los' } as const;
type Value = keyof typeof CELL_VALUES;
/** 'removing': removed on screen, its notice offering Undo, the value still on the server. */
type Cell = Value | 'removed' | 'removing';

/** Every key with its English and German values; quiz.start's German value is the cell's, as the server holds it. */
function keysWith(cell: Value | 'removed'): Array<{ key: string; en: string; de?: string }> {
  return [
    ...Array.from({ length: 22 }, (_, index) => {
      const n = String(index + 1).padStart(2, '0');
      return { key: `lesson.${n}`, en: `Lesson ${index + 1}`, ...(n === '05' ? { de: 'Lektion 5' } : {}) };
    }),
    { key: CELL_KEY, en: 'Start quiz', ...(cell === 'removed' ? {} : { de: CELL_VALUES[cell] }) },
    { key: 'quiz.title', en: 'Quiz', de: 'Test' },
  ];
}

const KEYWORDS = { none: '', quiz: 'quiz' } as const;
type Keyword = keyof typeof KEYWORDS;
type Language = 'all' | 'de';

interface GridModelContext {
  readonly keyword: Keyword;
  readonly language: Language;
  readonly sort: 'desc' | 'asc';
  readonly page: number;
  readonly cell: Cell;
  /** The value a removal whose Undo is offered hides: still the server's. */
  readonly hidden: Value | null;
  /** The notification the last change showed, until the next action. */
  readonly notice: string | null;
}

type GridModelEvent =
  | { type: 'user.searchesQuiz' }
  | { type: 'user.clearsSearch' }
  | { type: 'user.filtersGerman' }
  | { type: 'user.showsAllLanguages' }
  | { type: 'user.sortsByKey' }
  | { type: 'user.goesToNextPage' }
  | { type: 'user.goesToPreviousPage' }
  | { type: 'user.opensEdit' }
  | { type: 'user.opensAdd' }
  | { type: 'user.opensRemove' }
  | { type: 'user.savesValue' }
  | { type: 'user.confirmsRemove' }
  | { type: 'user.undoes' }
  | { type: 'user.waitsOutTheNotice' }
  | { type: 'user.cancels' };

/** The keys a view shows, in order, over all its pages (ADR 076: a key matches by key, value or group). */
/** The cell's value as the server holds it. */
const stored = ({ cell, hidden }: GridModelContext): Value | 'removed' =>
  cell === 'removing' ? hidden! : cell;

function matchingKeys(context: GridModelContext): string[] {
  const { keyword, language, sort } = context;
  const needle = KEYWORDS[keyword].toLowerCase();
  return keysWith(stored(context))
    .filter((entry) => language === 'all' || entry.de !== undefined)
    .filter((entry) => {
      const values = language === 'de' ? [entry.de!] : [entry.en, ...(entry.de ? [entry.de] : [])];
      return [entry.key, GROUP, ...values].some((text) => text.toLowerCase().includes(needle));
    })
    .map((entry) => entry.key)
    .sort((a, b) => (a < b ? -1 : 1) * (sort === 'asc' ? 1 : -1));
}
const pageCount = (context: GridModelContext) =>
  Math.max(1, Math.ceil(matchingKeys(context).length / PAGE_SIZE));
/** The cell's actions are taken where the user finds it at once: searched, every language, first page. */
const cellInView = (context: GridModelContext) =>
  context.keyword === 'quiz' && context.language === 'all' && context.sort === 'desc';

let server: TestApp;
let apiToken: string;
let groupId: number;

const api = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(server.app, { method, url, headers: bearer(apiToken), ...(payload ? { payload } : {}) });

/** The rows the server holds for the cell's key. */
async function cellRows(): Promise<TranslationRow[]> {
  const { status, body } = await api('POST', TRANSLATION_PATHS.list, {
    navigation: { page: 1, itemsOnPage: PAGE_SIZE },
    totalCount: true,
    filter: translationFilter(CELL_KEY, null),
    sort: [['key', 'asc']],
  });
  expect(status).toBe(200);
  return (body.content.result as TranslationRow[]).filter((row) => row.key === CELL_KEY);
}

const grid = () => screen.getByRole('table', { name: 'Translations' });
// Rows are read from the table's markup: role queries over 24 rows of 10 cells cost a second each in jsdom.
const tableHead = () => grid().querySelector('thead')!;
const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
const bodyRows = () => [...grid().querySelectorAll('tbody tr')];
const shownKeys = () => bodyRows().map((row) => row.querySelector('td')?.textContent ?? '');
const cellRow = () => {
  const row = bodyRows().find((candidate) => candidate.querySelector('td')?.textContent === CELL_KEY);
  expect(row, `the row of ${CELL_KEY}`).toBeDefined();
  return row as HTMLElement;
};
const notificationTexts = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .queryAllByText(/./, { selector: 'p' })
    .map((element) => element.textContent ?? '');

const ALL_COLUMNS = [
  'Key',
  'Group',
  'English',
  'Chinese',
  'German',
  'Spanish',
  'Korean',
  'Italian',
  'French',
  'Portuguese',
];

const gridMeta: StateMeta<Console, GridModelContext> = {
  see: async (_ui, context) => {
    const { keyword, language, sort, page, cell, notice } = context;
    const server = stored(context);
    const keys = matchingKeys(context).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    expect(await screen.findByRole('heading', { name: 'Translations' })).toBeInTheDocument();
    // The notice first: one without Undo (an edit's) lives its 4 s whatever the machine's load, and the checks
    // below may take longer than that on a busy machine.
    if (notice) await waitFor(() => expect(notificationTexts()).toContain(notice));
    await waitFor(() => {
      expect(screen.getByLabelText('Search translations')).toHaveValue(KEYWORDS[keyword]);
      expect(screen.getByLabelText('Language')).toHaveValue(language === 'all' ? '' : 'de');
      expect(shownKeys()).toEqual(keys);
    });
    expect(
      [...grid().querySelectorAll('thead th')]
        .map((header) => header.textContent?.trim())
        .slice(0, language === 'all' ? ALL_COLUMNS.length : 3),
    ).toEqual(language === 'all' ? ALL_COLUMNS : ['Key', 'Group', 'German']);
    expect(within(tableHead()).getByRole('columnheader', { name: /Key/ })).toHaveAttribute(
      'aria-sort',
      sort === 'asc' ? 'ascending' : 'descending',
    );
    const pagination = screen.queryByRole('navigation', { name: 'Pagination' });
    if (pageCount(context) === 1) expect(pagination).not.toBeInTheDocument();
    else
      expect(within(pagination!).getByRole('button', { name: `Page ${page}` })).toHaveAttribute(
        'aria-current',
        'page',
      );
    if (keys.includes(CELL_KEY)) {
      if (cell === 'removing') {
        // Empty at once, with nothing to do on it until the deletion is sent or undone.
        await waitFor(() =>
          expect(
            within(cellRow()).queryByRole('button', { name: /German value (of|to) quiz\.start/ }),
          ).toBeNull(),
        );
        expect(within(cellRow()).queryByText(CELL_VALUES[context.hidden!])).toBeNull();
        expect(
          within(screen.getByRole('region', { name: 'Notifications' })).getByRole('button', { name: 'Undo' }),
        ).toBeInTheDocument();
      } else if (cell === 'removed') {
        // Once the deletion is sent the list is read again: the cell offers to add a value.
        await waitFor(() =>
          expect(
            within(cellRow()).getByRole('button', { name: `Add German value to ${CELL_KEY}` }),
          ).toBeInTheDocument(),
        );
        expect(
          within(cellRow()).queryByRole('button', { name: `Delete German value of ${CELL_KEY}` }),
        ).toBeNull();
      } else
        // An undone removal shows the value again.
        await waitFor(() => {
          const row = cellRow();
          expect(within(row).getByText(CELL_VALUES[cell])).toBeInTheDocument();
          expect(
            within(row).getByRole('button', { name: `Edit German value of ${CELL_KEY}` }),
          ).toBeInTheDocument();
        });
    }
    // Nothing is sent while Undo is offered; once the notice has gone, the deletion is.
    await waitFor(async () => {
      const german = (await cellRows()).find((row) => row.language === 'de');
      expect(german?.value).toBe(server === 'removed' ? undefined : CELL_VALUES[server]);
    });
  },
};

const dialogMeta = (name: string, kind: 'dialog' | 'alertdialog', text: string) =>
  ({
    see: async (_ui, context) => {
      const dialog = await screen.findByRole(kind, { name });
      expect(dialog).toHaveAccessibleDescription(text);
      if (kind === 'dialog') {
        expect(within(dialog).getByText('Start quiz')).toBeInTheDocument();
        const { cell } = context;
        expect(within(dialog).getByLabelText('Value')).toHaveValue(
          cell === 'removed' || cell === 'removing' ? '' : CELL_VALUES[cell],
        );
      }
    },
  }) satisfies StateMeta<Console, GridModelContext>;

/** Written from the SPEC and ADRs 076 and 091; nothing here comes from src/machines. */
const translationGridModel = setup({
  types: { context: {} as GridModelContext, events: {} as GridModelEvent },
  guards: {
    // Browsing keeps to the cell as loaded or removed; the model filters and searches on the default sort and
    // sorts on the whole first page, so the views stay few.
    maySearch: ({ context }) =>
      context.keyword === 'none' &&
      context.sort === 'desc' &&
      (context.cell === 'original' || context.cell === 'removed'),
    searches: ({ context }) =>
      context.keyword !== 'none' && (context.cell === 'original' || context.cell === 'removed'),
    mayFilter: ({ context }) =>
      context.language === 'all' &&
      context.sort === 'desc' &&
      (context.cell === 'original' || context.cell === 'removed'),
    filters: ({ context }) =>
      context.language !== 'all' && (context.cell === 'original' || context.cell === 'removed'),
    maySort: ({ context }) =>
      context.keyword === 'none' &&
      context.language === 'all' &&
      context.page === 1 &&
      context.cell === 'original',
    hasNextPage: ({ context }) => context.page < pageCount(context) && context.cell === 'original',
    hasPreviousPage: ({ context }) => context.page > 1 && context.cell !== 'removing',
    mayEdit: ({ context }) =>
      cellInView(context) && (context.cell === 'original' || context.cell === 'added'),
    mayAdd: ({ context }) => cellInView(context) && context.cell === 'removed',
    mayRemove: ({ context }) =>
      cellInView(context) && context.cell !== 'removed' && context.cell !== 'removing',
    isRemoving: ({ context }) => context.cell === 'removing',
    isAdding: ({ context }) => context.cell === 'removed',
  },
  actions: {
    view: assign((_, patch: Partial<GridModelContext>) => ({ ...patch, notice: null })),
    flipSort: assign(({ context }) => ({
      sort: context.sort === 'asc' ? ('desc' as const) : ('asc' as const),
      notice: null,
    })),
    nextPage: assign(({ context }) => ({ page: context.page + 1, notice: null })),
    previousPage: assign(({ context }) => ({ page: context.page - 1, notice: null })),
    saveCell: assign(({ context }) => ({
      cell: context.cell === 'removed' ? ('added' as const) : ('edited' as const),
      notice: 'The value was successfully updated',
    })),
    removeCell: assign(({ context }) => ({
      cell: 'removing' as const,
      hidden: context.cell as Value,
      notice: 'The value was successfully updated',
    })),
    undoRemoval: assign(({ context }) => ({ cell: context.hidden!, hidden: null, notice: null })),
    completeRemoval: assign({ cell: 'removed' as const, hidden: null, notice: null }),
    forgetNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'translationGridModel',
  context: {
    keyword: 'none',
    language: 'all',
    sort: 'desc',
    page: 1,
    cell: 'original',
    hidden: null,
    notice: null,
  },
  initial: 'grid',
  states: {
    grid: {
      meta: gridMeta,
      on: {
        'user.searchesQuiz': {
          guard: 'maySearch',
          actions: { type: 'view', params: { keyword: 'quiz', page: 1 } },
        },
        'user.clearsSearch': {
          guard: 'searches',
          actions: { type: 'view', params: { keyword: 'none', page: 1 } },
        },
        'user.filtersGerman': {
          guard: 'mayFilter',
          actions: { type: 'view', params: { language: 'de', page: 1 } },
        },
        'user.showsAllLanguages': {
          guard: 'filters',
          actions: { type: 'view', params: { language: 'all', page: 1 } },
        },
        'user.sortsByKey': { guard: 'maySort', actions: 'flipSort' },
        'user.goesToNextPage': { guard: 'hasNextPage', actions: 'nextPage' },
        'user.goesToPreviousPage': { guard: 'hasPreviousPage', actions: 'previousPage' },
        'user.opensEdit': { guard: 'mayEdit', target: 'editingValue', actions: 'forgetNotice' },
        'user.opensAdd': { guard: 'mayAdd', target: 'editingValue', actions: 'forgetNotice' },
        'user.opensRemove': { guard: 'mayRemove', target: 'confirmingRemove', actions: 'forgetNotice' },
        'user.undoes': { guard: 'isRemoving', actions: 'undoRemoval' },
        'user.waitsOutTheNotice': { guard: 'isRemoving', actions: 'completeRemoval' },
      },
    },
    editingValue: {
      meta: dialogMeta('Update translation', 'dialog', `German value of ${CELL_KEY} (${GROUP})`),
      on: {
        'user.savesValue': { target: 'grid', actions: 'saveCell' },
        'user.cancels': { target: 'grid' },
      },
    },
    confirmingRemove: {
      meta: dialogMeta('Remove translation', 'alertdialog', `Remove the German value of ${CELL_KEY}?`),
      on: {
        'user.confirmsRemove': { target: 'grid', actions: 'removeCell' },
        'user.cancels': { target: 'grid' },
      },
    },
  },
});

async function search(ui: Console, keyword: string) {
  const field = screen.getByLabelText('Search translations');
  await ui.user.clear(field);
  if (keyword) await ui.user.paste(keyword);
}
const undoButton = () =>
  within(screen.getByRole('region', { name: 'Notifications' })).findByRole('button', { name: 'Undo' });
const openDialog = () =>
  screen.queryByRole('dialog', { name: 'Update translation' }) ??
  screen.getByRole('alertdialog', { name: 'Remove translation' });

const actions: UserActions<Console, GridModelEvent> = {
  'user.searchesQuiz': (ui) => search(ui, KEYWORDS.quiz),
  'user.clearsSearch': (ui) => search(ui, KEYWORDS.none),
  'user.filtersGerman': (ui) => ui.user.selectOptions(screen.getByLabelText('Language'), 'German'),
  'user.showsAllLanguages': (ui) => ui.user.selectOptions(screen.getByLabelText('Language'), 'All Languages'),
  'user.sortsByKey': (ui) => ui.user.click(within(tableHead()).getByRole('button', { name: /Key/ })),
  'user.goesToNextPage': (ui) =>
    ui.user.click(within(pagination()).getByRole('button', { name: 'Next page' })),
  'user.goesToPreviousPage': (ui) =>
    ui.user.click(within(pagination()).getByRole('button', { name: 'Previous page' })),
  'user.opensEdit': (ui) =>
    ui.user.click(within(cellRow()).getByRole('button', { name: `Edit German value of ${CELL_KEY}` })),
  'user.opensAdd': (ui) =>
    ui.user.click(within(cellRow()).getByRole('button', { name: `Add German value to ${CELL_KEY}` })),
  'user.opensRemove': (ui) =>
    ui.user.click(within(cellRow()).getByRole('button', { name: `Delete German value of ${CELL_KEY}` })),
  'user.savesValue': async (ui) => {
    const dialog = screen.getByRole('dialog', { name: 'Update translation' });
    const field = within(dialog).getByLabelText('Value');
    const adding = (field as HTMLInputElement).value === '';
    await ui.user.clear(field);
    await ui.user.paste(adding ? CELL_VALUES.added : CELL_VALUES.edited);
    await ui.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  },
  // Then the user goes to the notice: while the pointer is on it, it and the deletion behind its Undo wait
  // (ADR 231), so the checks of a busy machine do not outlast its 4 s.
  'user.confirmsRemove': async (ui) => {
    await ui.user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove translation' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await undoButton();
  },
  'user.cancels': (ui) => ui.user.click(within(openDialog()).getByRole('button', { name: 'Cancel' })),
  'user.undoes': async (ui) => ui.user.click(await undoButton()),
  // The user leaves the notice and waits its lifetime (SPEC section 9), with room for a busy machine: then the
  // deletion is sent.
  'user.waitsOutTheNotice': async (ui) => {
    await ui.user.unhover(await undoButton());
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('region', { name: 'Notifications' })).queryByRole('button', {
            name: 'Undo',
          }),
        ).toBeNull(),
      { timeout: 30_000 },
    );
  },
};

beforeAll(async () => {
  server = await createTestApp();
  apiToken = (await server.signIn('super@demo.test')).accessToken;
  const group = await api('POST', TRANSLATION_PATHS.groupCreate, {
    key: 'site',
    title: GROUP,
    isActive: true,
  });
  expect(group.status, JSON.stringify(group.body)).toBe(200);
  groupId = group.body.content.id;
  for (const entry of keysWith('original')) {
    const added = await api('POST', TRANSLATION_PATHS.addByKey, {
      groupId,
      key: entry.key,
      translations: [
        { language: 'en', value: entry.en },
        ...(entry.de ? [{ language: 'de', value: entry.de }] : []),
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
});
afterAll(() => server.close());

/** Each path starts from the cell as created: the German value of quiz.start put back through the API. */
async function restoreCell() {
  const german = (await cellRows()).find((row) => row.language === 'de');
  if (!german)
    expect(
      (
        await api('POST', TRANSLATION_PATHS.addByKey, {
          groupId,
          key: CELL_KEY,
          translations: [
            { language: 'en', value: 'Start quiz' },
            { language: 'de', value: CELL_VALUES.original },
          ],
        })
      ).status,
    ).toBe(200);
  else if (german.value !== CELL_VALUES.original)
    expect(
      (
        await api('PATCH', TRANSLATION_PATHS.edit(german.id), {
          groupId,
          key: CELL_KEY,
          language: 'de',
          value: CELL_VALUES.original,
          version: german.version,
        })
      ).status,
    ).toBe(200);
}

const paths = modelPaths(translationGridModel, 'transitions', { walkLength: 20 });

describe('translations grid, against the real server', () => {
  test('the paths reach every state of the model and every cell value', () => {
    expect([...reachedStates(paths)].sort()).toEqual(['"confirmingRemove"', '"editingValue"', '"grid"']);
    const cells = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.context.cell)));
    expect([...cells].sort()).toEqual(['added', 'edited', 'original', 'removed', 'removing']);
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await restoreCell();
    const token = await server.signIn('super@demo.test');
    await replay(path, renderConsole(server, '/translations', { token }), actions);
  });
});
