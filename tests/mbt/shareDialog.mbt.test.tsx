/**
 * The share dialog as the SPEC tells it (section 2 "Other dialogs": lists e-mails to invite, shows errors inline;
 * section 5: addresses taken from pasted text, one per line or comma separated; section 6: a super admin's list
 * starts with everyone the quiz is shared with; sections 7 and 8: the share answer's shared, already_shared,
 * not_access and not_found lists, each shown as 'Shared: …', 'Already shared: …', 'Not access: …' and
 * 'Not found: …'). A super admin shares an admin quiz of its own from the Admin Quizzes list; the server's list
 * of shared users is checked in every state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { assign, setup } from 'xstate';
import { QUIZ_PATHS } from '../../src/api/quiz/quizzesContract';
import { bearer, call, createTestApp, type TestApp } from '../server/testApp';
import { adminQuizPayload } from './support/quizzes';
import { renderConsole, type Console } from './support/renderConsole';
import { expectNotifications, watchNotifications } from './support/notifications';
import { modelPaths, reachedStates, replay, type StateMeta, type UserActions } from './support/testModel';

/** A colleague who may use quizzes, an account whose roles may not, an address nobody has. */
const COLLEAGUE = 'cs@demo.test';
const NO_ACCESS = 'publish@demo.test';
const UNKNOWN = 'nobody@example.org';
const NOT_AN_ADDRESS = 'not-an-address';
/** What the user pastes: a mail client's address line with one line more and a typo. */
const PASTED = `${COLLEAGUE}, ${NO_ACCESS}\n${UNKNOWN}; ${NOT_AN_ADDRESS}`;

interface ShareModelContext {
  /** The e-mails the dialog lists. */
  readonly chips: readonly string[];
  /** Whether the last paste held something that is not an address (shown inline). */
  readonly invalidShown: boolean;
  /** The e-mails the server holds as shared. */
  readonly server: readonly string[];
  /** The notifications of the last share, or null when the dialog closed without one. */
  readonly notices: readonly string[] | null;
}

type ShareModelEvent =
  | { type: 'user.opensShare' }
  | { type: 'user.pastesAddresses' }
  | { type: 'user.removesUnknown' }
  | { type: 'user.shares' }
  | { type: 'user.cancels' };

interface ShareUi extends Console {
  readonly quizId: number;
  readonly title: string;
}

let server: TestApp;
let apiToken: string;
let quizCount = 0;

async function serverShared(quizId: number): Promise<string[]> {
  const { status, body } = await call(server.app, {
    method: 'GET',
    url: `/api/admin/quiz/shared_with/${quizId}`,
    headers: bearer(apiToken),
  });
  expect(status).toBe(200);
  return (body.content.sharedUserList as Array<{ email: string }>).map((user) => user.email).sort();
}

const shareDialog = (ui: ShareUi) => screen.getByRole('dialog', { name: `Share "${ui.title}"` });
const notificationTexts = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .queryAllByText(/./, { selector: 'p' })
    .map((element) => element.textContent ?? '');

/** SPEC section 8, in the order of section 7's answer, each list as the server sorts the addresses into it. */
function sharedNotices(chips: readonly string[], server: readonly string[]): string[] {
  const lists = {
    shared: [] as string[],
    already: [] as string[],
    noAccess: [] as string[],
    notFound: [] as string[],
  };
  for (const email of chips) {
    if (email === UNKNOWN) lists.notFound.push(email);
    else if (email === NO_ACCESS) lists.noAccess.push(email);
    else if (server.includes(email)) lists.already.push(email);
    else lists.shared.push(email);
  }
  return [
    ...(lists.shared.length ? [`Shared: ${lists.shared.join(', ')}`] : []),
    ...(lists.already.length ? [`Already shared: ${lists.already.join(', ')}`] : []),
    ...(lists.noAccess.length ? [`Not access: ${lists.noAccess.join(', ')}`] : []),
    // ADR 175: the SPEC's text, then why an address is not found.
    ...(lists.notFound.length
      ? [
          `Not found: ${lists.notFound.join(', ')}. Only people who already have an account can receive a share.`,
        ]
      : []),
  ];
}

/** Written from the SPEC; nothing here comes from src/machines. */
const shareDialogModel = setup({
  types: { context: {} as ShareModelContext, events: {} as ShareModelEvent },
  guards: {
    notPastedYet: ({ context }) => !context.chips.includes(UNKNOWN) && !context.chips.includes(NO_ACCESS),
    listsUnknown: ({ context }) => context.chips.includes(UNKNOWN),
    listsSomeone: ({ context }) => context.chips.length > 0,
  },
  actions: {
    open: assign(({ context }) => ({ chips: context.server, notices: null })),
    paste: assign(({ context }) => ({
      chips: [...context.chips, ...[COLLEAGUE, NO_ACCESS, UNKNOWN].filter((e) => !context.chips.includes(e))],
      invalidShown: true,
    })),
    removeUnknown: assign(({ context }) => ({ chips: context.chips.filter((email) => email !== UNKNOWN) })),
    // What the list remembers of a closed dialog: the server's record and the notifications of a share.
    share: assign(({ context }) => ({
      notices: sharedNotices(context.chips, context.server),
      server: [...new Set([...context.server, ...context.chips.filter((e) => e === COLLEAGUE)])].sort(),
      chips: [],
      invalidShown: false,
    })),
    close: assign({ notices: null, chips: [], invalidShown: false }),
  },
}).createMachine({
  id: 'shareDialogModel',
  context: { chips: [], invalidShown: false, server: [], notices: null },
  initial: 'list',
  states: {
    list: {
      meta: {
        see: async (ui, context) => {
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
          expect(await screen.findByRole('button', { name: `Actions for ${ui.title}` })).toBeInTheDocument();
          // Errors sit above the rest.
          if (context.notices) await expectNotifications(notificationTexts, context.notices);
          expect(await serverShared(ui.quizId)).toEqual(context.server);
        },
      } satisfies StateMeta<ShareUi, ShareModelContext>,
      on: { 'user.opensShare': { target: 'dialog', actions: 'open' } },
    },
    dialog: {
      meta: {
        see: async (ui, context) => {
          const dialog = await screen.findByRole('dialog', { name: `Share "${ui.title}"` });
          await waitFor(() => {
            const listed = within(dialog).queryByRole('list', { name: 'E-mails the quiz is shared with' });
            if (context.chips.length === 0) {
              expect(within(dialog).getByText('No e-mails yet')).toBeInTheDocument();
              expect(listed).not.toBeInTheDocument();
            } else
              expect(
                within(listed!)
                  .getAllByRole('listitem')
                  .map((chip) => chip.firstChild?.textContent),
              ).toEqual(context.chips);
          });
          const field = within(dialog).getByLabelText('E-mails to invite');
          if (context.invalidShown) {
            expect(field).toHaveAccessibleDescription(
              expect.stringContaining(`Not e-mail addresses: ${NOT_AN_ADDRESS}`),
            );
            expect(field).toHaveAttribute('aria-invalid', 'true');
          } else {
            expect(within(dialog).queryByText(/Not e-mail addresses/)).not.toBeInTheDocument();
            expect(field).not.toHaveAttribute('aria-invalid');
          }
          const share = within(dialog).getByRole('button', { name: 'Share' });
          if (context.chips.length > 0) expect(share).toBeEnabled();
          else expect(share).toBeDisabled();
          expect(await serverShared(ui.quizId)).toEqual(context.server);
        },
      } satisfies StateMeta<ShareUi, ShareModelContext>,
      on: {
        'user.pastesAddresses': { guard: 'notPastedYet', actions: 'paste' },
        'user.removesUnknown': { guard: 'listsUnknown', actions: 'removeUnknown' },
        'user.shares': { guard: 'listsSomeone', target: 'list', actions: 'share' },
        'user.cancels': { target: 'list', actions: 'close' },
      },
    },
  },
});

/** Notifications of an earlier share stay for 4 s; the user closes them so what the next share says is plain. */
async function closeNotifications(ui: ShareUi) {
  const region = screen.getByRole('region', { name: 'Notifications' });
  for (const close of within(region).queryAllByRole('button', { name: 'Close notification' }))
    await ui.user.click(close);
  await waitFor(() => expect(notificationTexts()).toEqual([]));
}

const actions: UserActions<ShareUi, ShareModelEvent> = {
  'user.opensShare': async (ui) => {
    await closeNotifications(ui);
    // After a share the list reloads its page: the row's menu is there again once it has.
    await ui.user.click(await screen.findByRole('button', { name: `Actions for ${ui.title}` }));
    await ui.user.click(await screen.findByRole('menuitem', { name: 'Share quiz' }));
  },
  'user.pastesAddresses': async (ui) => {
    await ui.user.click(within(shareDialog(ui)).getByLabelText('E-mails to invite'));
    await ui.user.paste(PASTED);
  },
  'user.removesUnknown': (ui) =>
    ui.user.click(within(shareDialog(ui)).getByRole('button', { name: `Remove ${UNKNOWN}` })),
  'user.shares': (ui) => {
    watchNotifications(notificationTexts);
    return ui.user.click(within(shareDialog(ui)).getByRole('button', { name: 'Share' }));
  },
  'user.cancels': (ui) => ui.user.click(within(shareDialog(ui)).getByRole('button', { name: 'Cancel' })),
};

beforeAll(async () => {
  server = await createTestApp();
  apiToken = (await server.signIn('super@demo.test')).accessToken;
});
afterAll(() => server.close());

const paths = modelPaths(shareDialogModel, 'transitions', { walkLength: 14 });

/** A quiz of its own for each path, on the first page of Admin Quizzes. */
async function openAdminQuizzes(): Promise<ShareUi> {
  quizCount += 1;
  const title = `Photosynthesis quiz ${quizCount}`;
  const created = await call(server.app, {
    method: 'POST',
    url: QUIZ_PATHS.create('admin'),
    headers: bearer(apiToken),
    payload: adminQuizPayload(title) as object,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const token = await server.signIn('super@demo.test');
  const ui = renderConsole(server, '/quiz/admin-quiz', { token });
  const quizId = created.body.content.id as number;
  await screen.findByRole('button', { name: `Actions for ${title}` });
  return { ...ui, quizId, title };
}

describe('share dialog, against the real server', () => {
  test('the paths take every transition of the model', () => {
    expect([...reachedStates(paths)].sort()).toEqual(['"dialog"', '"list"']);
    const taken = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect([...taken].sort()).toEqual(
      [
        'user.cancels',
        'user.opensShare',
        'user.pastesAddresses',
        'user.removesUnknown',
        'user.shares',
        'xstate.init',
      ].sort(),
    );
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await replay(path, await openAdminQuizzes(), actions);
  });
});
