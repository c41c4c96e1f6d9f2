/**
 * The sponsor's uploads as the SPEC tells them (section 2: upload of a corporate preroll video, upload of a
 * corporate logo with preview and crop dialog; section 4: uploads with progress and abort; section 5: mp4 only,
 * at most 2 MB, PNG only, at most 1 MB, with their exact messages; section 8: 'Video successfully uploaded', and on
 * failure the server's message) and ADRs 075, 080 and 095: the console refuses a file by its name and size before
 * sending it, the server refuses one whose content is not a whole file of the kind, and Cancel aborts an upload in
 * flight. Two models, one per field: the video and the logo. Each path works on a sponsor of its own, and every
 * state checks what the server holds and how many uploads reached it.
 *
 * jsdom decodes no images, so the logo's crop dialog cannot produce a crop here: the logo model stops at the
 * dialog (opened by a PNG, cancelled); the cropped upload is the browser tests' (tests/e2e).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assign, setup } from 'xstate';
import { UPLOAD_RULES } from '../../src/domain/sponsors/uploads';
import { bearer, call, createTestApp, type TestApp } from '../server/testApp';
import { tinyMp4 } from '../server/sponsors/sponsorFixtures';
import { installInjectedXhr, type InjectedXhr } from './support/injectXhr';
import { renderConsole, type Console } from './support/renderConsole';
import { modelPaths, reachedStates, replay, type StateMeta, type UserActions } from './support/testModel';

const VIDEO = UPLOAD_RULES.video;
const LOGO = UPLOAD_RULES.logo;
const VIDEO_UPLOADED = 'Video successfully uploaded';

/** A PNG signature and header: enough for the console's name and size checks; jsdom never decodes it. */
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const files = {
  wholeMp4: () => new File([new Uint8Array(tinyMp4())], 'clip.mp4', { type: 'video/mp4' }),
  /** Named .mp4 but text inside: only the server can tell. */
  textAsMp4: () => new File(['these are lecture notes, not a video'], 'notes.mp4', { type: 'video/mp4' }),
  mov: () => new File([new Uint8Array(tinyMp4())], 'clip.mov', { type: 'video/quicktime' }),
  largeMp4: () => new File([new Uint8Array(VIDEO.maxBytes + 1)], 'long.mp4', { type: 'video/mp4' }),
  png: () => new File([new Uint8Array(PNG_HEADER)], 'logo.png', { type: 'image/png' }),
  jpeg: () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'logo.jpg', { type: 'image/jpeg' }),
  largePng: () => new File([new Uint8Array(LOGO.maxBytes + 1)], 'huge.png', { type: 'image/png' }),
};

let server: TestApp;
let apiToken: string;
let xhr: InjectedXhr;
let sponsorCount = 0;

interface UploadUi extends Console {
  readonly id: number;
  /** Uploads the server had received before the last action. */
  receivedBefore: number;
}

async function serverSponsor(id: number): Promise<{ videoUrl: string | null; logoUrl: string | null }> {
  const { status, body } = await call(server.app, {
    method: 'GET',
    url: `/api/admin/sponsor/${id}`,
    headers: bearer(apiToken),
  });
  expect(status).toBe(200);
  return body.content;
}

const videoInput = () => screen.getByTestId('sponsor-video-file');
const logoInput = () => screen.getByTestId('sponsor-logo-file');
/** The drop zones' browse buttons, video first: each is described by its hint, accepted types and error. */
const videoButton = () => screen.getAllByRole('button', { name: 'Choose a file', hidden: true })[0]!;
const logoButton = () => screen.getAllByRole('button', { name: 'Choose a file', hidden: true })[1]!;
const notificationTexts = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .queryAllByText(/./, { selector: 'p' })
    .map((element) => element.textContent ?? '');

/** A user picking a file with 'All files' in the browser's picker: the input's accept list does not filter it. */
async function choose(ui: UploadUi, input: HTMLElement, file: File) {
  ui.receivedBefore = xhr.received();
  const region = screen.getByRole('region', { name: 'Notifications' });
  for (const close of within(region).queryAllByRole('button', { name: 'Close notification' }))
    await ui.user.click(close);
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}

/* ---------------------------------------------------------------- the video --------------------------------- */

type VideoRefusal = 'type' | 'size' | 'content';

interface VideoModelContext {
  readonly onServer: boolean;
  readonly refusal: VideoRefusal | null;
  /** Whether the last action's upload reached the server. */
  readonly sent: boolean;
  readonly notice: string | null;
}

type VideoModelEvent =
  | { type: 'user.uploadsVideo' }
  | { type: 'user.uploadsTextNamedMp4' }
  | { type: 'user.choosesMovFile' }
  | { type: 'user.choosesLargeVideo' }
  | { type: 'user.uploadsOnSlowNetwork' }
  | { type: 'user.cancelsUpload' }
  | { type: 'network.delivers' };

const videoIdleMeta: StateMeta<UploadUi, VideoModelContext> = {
  see: async (ui, { onServer, refusal, sent, notice }) => {
    await waitFor(() => expect(videoButton()).toBeEnabled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();
    const message = refusal === 'size' ? VIDEO.sizeMessage : refusal ? VIDEO.typeMessage : null;
    if (message)
      expect(videoButton()).toHaveAccessibleDescription(`mp4, at most 2 MB Accepted: MP4 ${message}`);
    else expect(videoButton()).toHaveAccessibleDescription('mp4, at most 2 MB Accepted: MP4');
    // The server's refusal is also a notification; the console's own refusals are shown on the field only.
    if (notice) await waitFor(() => expect(notificationTexts()).toContain(notice));
    else expect(notificationTexts()).toEqual([]);
    const link = screen.queryByRole('link', { name: 'Current video' });
    if (onServer) expect(link).toBeInTheDocument();
    else expect(link).not.toBeInTheDocument();
    expect((await serverSponsor(ui.id)).videoUrl !== null).toBe(onServer);
    expect(xhr.received() - ui.receivedBefore).toBe(sent ? 1 : 0);
  },
};

/** Written from the SPEC and ADRs 075, 080 and 095; nothing here comes from src/machines. */
const videoUploadModel = setup({
  types: { context: {} as VideoModelContext, events: {} as VideoModelEvent },
  guards: {
    // Refusals are tried on a field without an error, so the views stay few.
    noRefusalShown: ({ context }) => context.refusal === null,
  },
  actions: {
    uploaded: assign({ onServer: true, refusal: null, sent: true, notice: VIDEO_UPLOADED }),
    refusedByServer: assign({ refusal: 'content' as const, sent: true, notice: VIDEO.typeMessage }),
    refusedByConsole: assign((_, refusal: 'type' | 'size') => ({ refusal, sent: false, notice: null })),
    holding: assign({ sent: false, notice: null }),
    cancelled: assign({ refusal: null, sent: false, notice: null }),
  },
}).createMachine({
  id: 'videoUploadModel',
  context: { onServer: false, refusal: null, sent: false, notice: null },
  initial: 'idle',
  states: {
    idle: {
      meta: videoIdleMeta,
      on: {
        'user.uploadsVideo': { actions: 'uploaded' },
        'user.uploadsTextNamedMp4': { guard: 'noRefusalShown', actions: 'refusedByServer' },
        'user.choosesMovFile': {
          guard: 'noRefusalShown',
          actions: { type: 'refusedByConsole', params: 'type' },
        },
        'user.choosesLargeVideo': {
          guard: 'noRefusalShown',
          actions: { type: 'refusedByConsole', params: 'size' },
        },
        'user.uploadsOnSlowNetwork': { target: 'uploading', actions: 'holding' },
      },
    },
    uploading: {
      meta: {
        see: async (ui, { onServer, sent }) => {
          const progress = await screen.findByRole('progressbar', { name: 'Uploading clip.mp4' });
          expect(progress).toHaveAttribute('value', '50');
          expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
          expect(videoButton()).toBeDisabled();
          expect((await serverSponsor(ui.id)).videoUrl !== null).toBe(onServer);
          expect(xhr.received() - ui.receivedBefore).toBe(sent ? 1 : 0);
        },
      } satisfies StateMeta<UploadUi, VideoModelContext>,
      on: {
        'user.cancelsUpload': { target: 'idle', actions: 'cancelled' },
        'network.delivers': { target: 'idle', actions: 'uploaded' },
      },
    },
  },
});

const videoActions: UserActions<UploadUi, VideoModelEvent> = {
  'user.uploadsVideo': (ui) => choose(ui, videoInput(), files.wholeMp4()),
  'user.uploadsTextNamedMp4': (ui) => choose(ui, videoInput(), files.textAsMp4()),
  'user.choosesMovFile': (ui) => choose(ui, videoInput(), files.mov()),
  'user.choosesLargeVideo': (ui) => choose(ui, videoInput(), files.largeMp4()),
  'user.uploadsOnSlowNetwork': async (ui) => {
    xhr.holdUploads();
    await choose(ui, videoInput(), files.wholeMp4());
  },
  'user.cancelsUpload': async (ui) => {
    await ui.user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    // The network comes back: an aborted upload must not be sent on.
    xhr.deliverHeldUploads();
  },
  'network.delivers': async (ui) => {
    ui.receivedBefore = xhr.received();
    xhr.deliverHeldUploads();
  },
};

/* ---------------------------------------------------------------- the logo ---------------------------------- */

interface LogoModelContext {
  readonly refusal: 'type' | 'size' | null;
}

type LogoModelEvent =
  | { type: 'user.choosesPng' }
  | { type: 'user.cancelsCrop' }
  | { type: 'user.choosesJpeg' }
  | { type: 'user.choosesLargePng' };

const LOGO_HINT = 'PNG, at most 1 MB; max height 50px, max width 150px';

const logoModel = setup({
  types: { context: {} as LogoModelContext, events: {} as LogoModelEvent },
  guards: { noRefusalShown: ({ context }) => context.refusal === null },
}).createMachine({
  id: 'logoUploadModel',
  context: { refusal: null },
  initial: 'idle',
  states: {
    idle: {
      meta: {
        see: async (ui, { refusal }) => {
          await waitFor(() =>
            expect(screen.queryByRole('dialog', { name: 'Crop logo' })).not.toBeInTheDocument(),
          );
          const message =
            refusal === 'size' ? LOGO.sizeMessage : refusal === 'type' ? LOGO.typeMessage : null;
          expect(logoButton()).toHaveAccessibleDescription(
            message ? `${LOGO_HINT} Accepted: PNG ${message}` : `${LOGO_HINT} Accepted: PNG`,
          );
          expect(screen.queryByRole('img', { name: 'Current logo' })).not.toBeInTheDocument();
          expect((await serverSponsor(ui.id)).logoUrl).toBeNull();
          expect(xhr.received() - ui.receivedBefore).toBe(0);
        },
      } satisfies StateMeta<UploadUi, LogoModelContext>,
      on: {
        'user.choosesPng': { target: 'cropping', actions: assign({ refusal: null }) },
        'user.choosesJpeg': { guard: 'noRefusalShown', actions: assign({ refusal: 'type' as const }) },
        'user.choosesLargePng': { guard: 'noRefusalShown', actions: assign({ refusal: 'size' as const }) },
      },
    },
    cropping: {
      meta: {
        see: async (ui) => {
          const dialog = await screen.findByRole('dialog', { name: 'Crop logo' });
          expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
          // Upload waits for a crop area, which needs the decoded image.
          expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeInTheDocument();
          expect(logoButton()).toHaveAccessibleDescription(`${LOGO_HINT} Accepted: PNG`);
          expect((await serverSponsor(ui.id)).logoUrl).toBeNull();
        },
      } satisfies StateMeta<UploadUi, LogoModelContext>,
      on: { 'user.cancelsCrop': { target: 'idle' } },
    },
  },
});

const logoActions: UserActions<UploadUi, LogoModelEvent> = {
  'user.choosesPng': (ui) => choose(ui, logoInput(), files.png()),
  'user.choosesJpeg': (ui) => choose(ui, logoInput(), files.jpeg()),
  'user.choosesLargePng': (ui) => choose(ui, logoInput(), files.largePng()),
  'user.cancelsCrop': (ui) =>
    ui.user.click(
      within(screen.getByRole('dialog', { name: 'Crop logo' })).getByRole('button', { name: 'Cancel' }),
    ),
};

/* ---------------------------------------------------------------- the paths --------------------------------- */

beforeAll(async () => {
  server = await createTestApp();
  apiToken = (await server.signIn('super@demo.test')).accessToken;
  xhr = installInjectedXhr(server.app);
});
afterAll(async () => {
  xhr.restore();
  await server.close();
});

async function openSponsor(): Promise<UploadUi> {
  sponsorCount += 1;
  const created = await call(server.app, {
    method: 'POST',
    url: '/api/admin/sponsor',
    headers: bearer(apiToken),
    payload: { companyName: `Uploading Company ${sponsorCount}`, companyUrl: 'https://upload.example.org' },
  });
  expect(created.status).toBe(200);
  const token = await server.signIn('super@demo.test');
  const ui = renderConsole(server, `/sponsors/edit/${created.body.content.id}`, {
    token,
    tokenInCookie: true,
  });
  expect(await screen.findByRole('heading', { name: 'Edit Sponsor' })).toBeInTheDocument();
  xhr.deliverHeldUploads();
  return { ...ui, id: created.body.content.id, receivedBefore: xhr.received() };
}

const videoPaths = modelPaths(videoUploadModel, 'transitions', { walkLength: 16 });
const logoPaths = modelPaths(logoModel, 'transitions', { walkLength: 8 });

describe('sponsor uploads, against the real server', () => {
  test('the paths reach every state of both models', () => {
    expect([...reachedStates(videoPaths)].sort()).toEqual(['"idle"', '"uploading"']);
    expect([...reachedStates(logoPaths)].sort()).toEqual(['"cropping"', '"idle"']);
  });

  test.each(videoPaths.map((path) => [path.description, path] as const))('video: %s', async (_name, path) => {
    await replay(path, await openSponsor(), videoActions);
  });

  test.each(logoPaths.map((path) => [path.description, path] as const))('logo: %s', async (_name, path) => {
    await replay(path, await openSponsor(), logoActions);
  });
});
