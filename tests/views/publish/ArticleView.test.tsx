/**
 * An article of the desk (ADR 314, 315): created with its fields and opened for its media; locked while in review
 * with the steps the server offers; a schedule asked as a future moment in the user's time zone and sent on the
 * version shown; Submit held while review needs something; a broken subtitle file refused with its line under the
 * field; a save on an older version answered with Reload and Keep mine.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { deskArticle } from '../../machines/publish/deskFixtures';
import { typeDate } from '../../support/datePicker';
import { currentPath, renderApp } from '../renderApp';
import { deskServer, STALE } from './deskServer';

const ADMIN = { stored: { user: { firstName: 'Ana', lastName: 'Admin', roles: ['ROLE_ADMIN'] }, flags: {} } };
const EDITOR = {
  stored: { user: { firstName: 'Pia', lastName: 'Publisher', roles: ['ROLE_PUBLISH'] }, flags: {} },
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

test('a new article is saved with its fields, and its page opens for the media', async () => {
  const server = deskServer();
  const { user } = renderApp('/publish/new', EDITOR, server.http);
  await user.type(
    await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 }),
    'Osmosis in plant cells',
  );
  await user.type(screen.getByRole('textbox', { name: 'Abstract' }), 'Water moves.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'Cell Biology (Biology)');
  await user.click(screen.getByRole('button', { name: 'Add institution' }));
  await user.type(screen.getByRole('textbox', { name: 'Institution' }), 'Demo University');
  await user.click(screen.getByRole('button', { name: 'Add author' }));
  await user.type(screen.getByRole('textbox', { name: 'Name of author 1' }), 'Ada Lovelace');
  await user.click(screen.getByRole('checkbox', { name: 'Demo University' }));
  await user.type(screen.getByRole('textbox', { name: 'Topics' }), 'Water{Enter}Membranes');
  expect(
    screen.getByText('Upload the video, subtitles and pictures once the article is created.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create article' }));
  await waitFor(() => expect(currentPath()).toBe('/publish/article/90'));
  expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
    title: 'Osmosis in plant cells',
    abstract: 'Water moves.',
    articleType: 'journal',
    sectionId: 3,
    authors: [{ name: 'Ada Lovelace', institutionIndexes: [0] }],
    institutions: [{ departmentTitle: '', institutionTitle: 'Demo University' }],
    subjectIds: [],
    topics: ['Water', 'Membranes'],
  });
  expect(await screen.findByText('Article created')).toBeInTheDocument();
}, 30_000);

test('an article in review is locked, and the approver is offered the steps the server allows', async () => {
  const article = deskArticle({
    status: 'in_review',
    actions: { steps: ['withdraw', 'sendBack', 'publish', 'schedule'], edit: false, delete: false },
  });
  renderApp('/publish/article/41', ADMIN, deskServer([], article).http);
  const lifecycle = await screen.findByRole('region', { name: 'Status and next steps' }, { timeout: 15_000 });
  expect(
    within(lifecycle)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Withdraw from review', 'Send back', 'Publish now', 'Schedule']);
  expect(screen.getByRole('note')).toHaveTextContent(
    'This article cannot be edited now: withdraw it from review or unschedule it first.',
  );
  expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
}, 30_000);

test('Schedule asks a future moment and sends it with the version the article was shown on', async () => {
  const article = deskArticle({
    status: 'in_review',
    version: 7,
    actions: { steps: ['withdraw', 'sendBack', 'publish', 'schedule'], edit: false, delete: false },
  });
  const server = deskServer([], article);
  const scheduledAt = new Date(2030, 0, 15, 10, 30).toISOString();
  const { user } = renderApp('/publish/article/41', ADMIN, server.http);
  await user.click(await screen.findByRole('button', { name: 'Schedule' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule the publication' });
  expect(dialog).toHaveTextContent(/In your time zone \(.+\)/);
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
  expect(dialog).toHaveTextContent('Choose when to publish.');
  expect(server.calls.filter((call) => call.path.endsWith('/step'))).toEqual([]);
  server.state.article = {
    ...article,
    version: 8,
    status: 'scheduled',
    scheduledAt,
    actions: { steps: ['publish', 'schedule', 'unschedule'], edit: false, delete: false },
  };
  await typeDate(user, 'Publish on', '01/15/2030 10:30 AM');
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
  await waitFor(() =>
    expect(server.calls.filter((call) => call.path.endsWith('/step')).map((call) => call.body)).toEqual([
      { step: 'schedule', at: scheduledAt, version: 7 },
    ]),
  );
  const lifecycle = screen.getByRole('region', { name: 'Status and next steps' });
  expect(await within(lifecycle).findByText('Scheduled')).toBeInTheDocument();
  expect(within(lifecycle).getByRole('button', { name: 'Unschedule' })).toBeInTheDocument();
}, 30_000);

test('Submit waits until review has what it needs, and says what that is', async () => {
  const article = deskArticle({
    actions: { steps: ['submit'], edit: true, delete: true },
    missingForReview: ['The article needs its video before review.'],
  });
  renderApp('/publish/article/41', EDITOR, deskServer([], article).http);
  const submit = await screen.findByRole('button', { name: 'Submit for review' }, { timeout: 15_000 });
  expect(submit).toBeDisabled();
  const lifecycle = screen.getByRole('region', { name: 'Status and next steps' });
  expect(within(lifecycle).getByRole('listitem')).toHaveTextContent(
    'The article needs its video before review.',
  );
}, 30_000);

/** XMLHttpRequest answering every upload with `answer`: the console's uploads need it for progress and abort. */
function answerUploads(answer: { status: number; content: unknown }) {
  const sent: string[] = [];
  class AnsweringXhr {
    status = 0;
    response: unknown = null;
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send() {
      sent.push(this.url);
      queueMicrotask(() => {
        this.status = answer.status;
        this.response = { content: answer.content };
        this.onload?.();
      });
    }
    abort() {
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', AnsweringXhr);
  return sent;
}

test('a broken subtitle file is refused with the line that is wrong, under the subtitles field', async () => {
  const sent = answerUploads({ status: 400, content: { message: 'Line 7: Cue timestamp is malformed.' } });
  const { user } = renderApp('/publish/article/41', EDITOR, deskServer().http);
  await screen.findByRole('region', { name: 'Media' }, { timeout: 15_000 });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the subtitles' }), 'Deutsch');
  const input = screen.getByTestId('article-subtitles-file');
  await user.upload(
    input,
    new File(['WEBVTT\n\n00:01.000 --> nonsense\n'], 'cells.de.vtt', { type: 'text/vtt' }),
  );
  // The subtitles' browse button (the second drop zone, after the video's) is described by the refusal.
  const browse = screen.getAllByRole('button', { name: 'Choose a file' })[1]!;
  await waitFor(() => expect(browse).toHaveAccessibleDescription(/Line 7: Cue timestamp is malformed\./));
  expect(sent).toEqual(['/api/admin/publish/article/41/subtitles/de']);
}, 30_000);

test('a save on an older version offers Reload and Keep mine', async () => {
  const server = deskServer();
  const { user } = renderApp('/publish/article/41', EDITOR, server.http);
  const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 });
  // Someone else saved meanwhile.
  server.state.article = { ...server.state.article, version: 2 };
  await user.type(title, ', filmed');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
  expect(dialog).toHaveTextContent(STALE);
  await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
  await waitFor(() =>
    expect(server.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toMatchObject([
      { version: 1, article: { title: 'Mitosis under the microscope, filmed' } },
      { version: 2, article: { title: 'Mitosis under the microscope, filmed' } },
    ]),
  );
}, 30_000);
