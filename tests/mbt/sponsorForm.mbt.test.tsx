/**
 * The sponsor form as the SPEC tells it (sections 2, 5, 7 and 8) with ADR 110's conflict choice: Edit Sponsor
 * loads the company name and URL, 'URL is not valid' stops a save, a save shows 'Sponsor successfully updated',
 * and a save made on a version someone else has since replaced opens 'Changed by someone else' with Reload (their
 * version in the form) and Keep mine (mine saved over theirs). The server's record is checked after each step.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { assign, setup } from 'xstate';
import { bearer, call, createTestApp, type TestApp } from '../server/testApp';
import { currentPath, renderConsole, type Console } from './support/renderConsole';
import { modelPaths, reachedStates, replay, type StateMeta, type UserActions } from './support/testModel';

/** The company names a path uses, by role: what the sponsor was created with, what I type, what they save. */
type Name = 'original' | 'mine' | 'theirs';

interface SponsorModelContext {
  /** The name the form loaded (the version it will save on). */
  readonly loaded: Name;
  /** The name the Company Name field shows. */
  readonly shown: Name;
  /** The name the server holds. */
  readonly server: Name;
}

type SponsorModelEvent =
  | { type: 'user.typesName' }
  | { type: 'user.savesWithBadUrl' }
  | { type: 'user.saves' }
  | { type: 'other.savesName' }
  | { type: 'user.reloads' }
  | { type: 'user.keepsMine' };

const UPDATED = 'Sponsor successfully updated';
const URL_INVALID = 'URL is not valid';
const COMPANY_URL = 'https://sponsor.example.org';

/** What one path works on: a sponsor of its own, and the names its roles stand for. */
interface SponsorUi extends Console {
  readonly id: number;
  readonly names: Record<Name, string>;
}

let server: TestApp;
let apiToken: string;
let sponsorCount = 0;

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(server.app, { method, url, headers: bearer(apiToken), ...(payload ? { payload } : {}) });

async function serverSponsor(
  id: number,
): Promise<{ companyName: string; companyUrl: string; version: number }> {
  const { status, body } = await api('GET', `/api/admin/sponsor/${id}`);
  expect(status).toBe(200);
  return body.content;
}

const nameField = () => screen.getByLabelText('Company Name');
const urlField = () => screen.getByLabelText('Company URL');

/** The form as loaded or edited: the heading, both fields, no conflict dialog, the record as the model says. */
const editingMeta: StateMeta<SponsorUi, SponsorModelContext> = {
  see: async (ui, context) => {
    expect(await screen.findByRole('heading', { name: 'Edit Sponsor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await waitFor(() => expect(nameField()).toHaveValue(ui.names[context.shown]));
    expect(urlField()).toHaveValue(COMPANY_URL);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(currentPath()).toBe(`/sponsors/edit/${ui.id}`);
    expect((await serverSponsor(ui.id)).companyName).toBe(ui.names[context.server]);
  },
};

/** Written from the SPEC and ADR 110; nothing here comes from src/machines. */
const sponsorFormModel = setup({
  types: { context: {} as SponsorModelContext, events: {} as SponsorModelEvent },
  guards: {
    notTypedYet: ({ context }) => context.shown !== 'mine',
    isDirty: ({ context }) => context.shown !== context.loaded,
    isStale: ({ context }) => context.server !== context.loaded,
    nobodyElseSavedYet: ({ context }) => context.server === context.loaded && context.server !== 'theirs',
  },
  actions: {
    typeMine: assign({ shown: 'mine' }),
    saveTheirs: assign({ server: 'theirs' }),
    saveMine: assign(({ context }) => ({ server: context.shown, loaded: context.shown })),
    loadTheirs: assign(({ context }) => ({ loaded: context.server, shown: context.server })),
  },
}).createMachine({
  id: 'sponsorFormModel',
  context: { loaded: 'original', shown: 'original', server: 'original' },
  initial: 'editing',
  states: {
    editing: {
      meta: editingMeta,
      on: {
        'user.typesName': { guard: 'notTypedYet', target: 'editing', actions: 'typeMine' },
        'other.savesName': { guard: 'nobodyElseSavedYet', target: 'editing', actions: 'saveTheirs' },
        'user.savesWithBadUrl': { target: 'urlInvalid' },
        'user.saves': [
          { guard: 'isStale', target: 'conflict' },
          { guard: 'isDirty', target: 'saved', actions: 'saveMine' },
        ],
      },
    },
    urlInvalid: {
      meta: {
        see: async (ui, context) => {
          await waitFor(() => expect(urlField()).toHaveAccessibleDescription(URL_INVALID));
          expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
          expect(screen.queryByText(UPDATED)).not.toBeInTheDocument();
          expect(await serverSponsor(ui.id)).toMatchObject({
            companyName: ui.names[context.server],
            companyUrl: COMPANY_URL,
          });
        },
      } satisfies StateMeta<SponsorUi, SponsorModelContext>,
    },
    conflict: {
      meta: {
        see: async (ui, context) => {
          const dialog = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
          expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeEnabled();
          expect(within(dialog).getByRole('button', { name: 'Keep mine' })).toBeEnabled();
          // The form keeps what was typed; theirs stays on the server until I choose.
          expect(nameField()).toHaveValue(ui.names[context.shown]);
          expect((await serverSponsor(ui.id)).companyName).toBe(ui.names[context.server]);
          expect(screen.queryByText(UPDATED)).not.toBeInTheDocument();
        },
      } satisfies StateMeta<SponsorUi, SponsorModelContext>,
      on: {
        'user.reloads': { target: 'editing', actions: 'loadTheirs' },
        'user.keepsMine': { target: 'saved', actions: 'saveMine' },
      },
    },
    saved: {
      meta: {
        see: async (ui, context) => {
          expect(await within(await screen.findByRole('status')).findByText(UPDATED)).toBeInTheDocument();
          expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
          expect(nameField()).toHaveValue(ui.names[context.shown]);
          expect(await serverSponsor(ui.id)).toMatchObject({
            companyName: ui.names[context.server],
            companyUrl: COMPANY_URL,
          });
        },
      } satisfies StateMeta<SponsorUi, SponsorModelContext>,
    },
  },
});

async function typeInto(ui: SponsorUi, field: HTMLElement, text: string) {
  await ui.user.clear(field);
  await ui.user.paste(text);
}

const actions: UserActions<SponsorUi, SponsorModelEvent> = {
  'user.typesName': (ui) => typeInto(ui, nameField(), ui.names.mine),
  'user.savesWithBadUrl': async (ui) => {
    await typeInto(ui, urlField(), 'not a url');
    await ui.user.click(screen.getByRole('button', { name: 'Save' }));
  },
  'user.saves': (ui) => ui.user.click(screen.getByRole('button', { name: 'Save' })),
  'other.savesName': async (ui) => {
    const { version } = await serverSponsor(ui.id);
    const saved = await api('PATCH', `/api/admin/sponsor/${ui.id}`, {
      companyName: ui.names.theirs,
      companyUrl: COMPANY_URL,
      version,
    });
    expect(saved.status).toBe(200);
  },
  'user.reloads': async (ui) => {
    const dialog = screen.getByRole('alertdialog', { name: 'Changed by someone else' });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Reload' }));
  },
  'user.keepsMine': async (ui) => {
    const dialog = screen.getByRole('alertdialog', { name: 'Changed by someone else' });
    await ui.user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
  },
};

beforeAll(async () => {
  server = await createTestApp();
  // Someone else: another account, so the conflict is not the user's own save from another tab (ADR 300).
  apiToken = (await server.signIn('corporate@demo.test')).accessToken;
});
afterAll(() => server.close());

const paths = modelPaths(sponsorFormModel, 'simple', {
  stopWhen: (snapshot) => snapshot.matches('saved') || snapshot.matches('urlInvalid'),
});

async function openSponsorForm(): Promise<SponsorUi> {
  sponsorCount += 1;
  const names = {
    original: `Original Company ${sponsorCount}`,
    mine: `My Company ${sponsorCount}`,
    theirs: `Their Company ${sponsorCount}`,
  };
  const created = await api('POST', '/api/admin/sponsor', {
    companyName: names.original,
    companyUrl: COMPANY_URL,
  });
  expect(created.status).toBe(200);
  const token = await server.signIn('super@demo.test');
  const ui = renderConsole(server, `/sponsors/edit/${created.body.content.id}`, { token });
  return { ...ui, id: created.body.content.id, names };
}

describe('sponsor form, against the real server', () => {
  test('the paths reach every state of the model', () => {
    expect([...reachedStates(paths)].sort()).toEqual(
      Object.keys(sponsorFormModel.states)
        .map((key) => JSON.stringify(key))
        .sort(),
    );
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await replay(path, await openSponsorForm(), actions);
  });
});
