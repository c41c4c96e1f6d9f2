/**
 * Adding and editing a faculty resource as ADR 317 tells it, walked through the console's machines (the resource
 * form and its file upload) against a server kept in memory. The test model is written from the ADR, not from
 * src/machines: a link without its address is refused on its field and nothing is sent; a file resource is created
 * first and takes its file on its edit page, with progress and Cancel (a cancelled upload stores nothing); a file
 * the class documents do not take is refused before it is sent; an upload leaves what is typed and the version;
 * a save made after someone else saved waits for Reload or Keep mine. Each state checks what the form shows and
 * what the server holds.
 */
import { assign, createActor, fromCallback, fromPromise, setup, waitFor, type ActorRefFrom } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import {
  FACULTY_RESOURCE_MESSAGES,
  RESOURCE_FILE_RULE,
  type FacultyResource,
} from '../../../src/domain/facultyResources/facultyResources';
import { CLASS_DOCUMENT_MESSAGES } from '../../../src/domain/sponsors/uploads';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import {
  facultyResourceForm,
  facultyResourceFormMachine,
  type SaveResourceInput,
} from '../../../src/machines/facultyResources/facultyResourceFormMachine';
import { saveRequestOf } from '../../../src/machines/facultyResources/facultyResourceServices';
import {
  selectIsUploading,
  selectUploadError,
  uploadMachine,
  type UploadEvent,
  type UploadJob,
} from '../../../src/machines/shared/uploadMachine';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';
import { resource } from './resourceFixtures';

/** The resources server in memory: one resource once created, its file, and the uploads it received. */
function resourceServer() {
  let stored: FacultyResource | null = null;
  const server = {
    saves: 0,
    uploads: 0,
    get stored() {
      return stored;
    },
    save: async (input: SaveResourceInput): Promise<FacultyResource> => {
      server.saves += 1;
      const body = saveRequestOf(input);
      if (input.id !== null && input.version !== stored!.version) {
        const message = STALE_MESSAGES.facultyResource;
        throw new ApiError(409, message, { version: [message] });
      }
      stored = resource({
        ...(stored ?? {}),
        id: 7,
        version: (stored?.version ?? 0) + 1,
        title: body.title,
        kind: body.kind,
        url: body.url ?? null,
      });
      return stored;
    },
    load: async () => stored!,
    /** Someone else saves the resource under another title. */
    others: () => {
      stored = { ...stored!, title: 'Their title', version: stored!.version + 1 };
    },
    receiveFile: (name: string) => {
      server.uploads += 1;
      stored = { ...stored!, file: { name, contentType: 'application/pdf', size: 9 }, format: 'pdf' };
      return stored;
    },
  };
  return server;
}

interface EditingUi {
  readonly server: ReturnType<typeof resourceServer>;
  readonly form: ActorRefFrom<typeof facultyResourceFormMachine>;
  upload: ActorRefFrom<typeof uploadMachine> | null;
  /** The uploader of the file on its way: the test plays the network. */
  pending: { send: (event: UploadEvent) => void; job: UploadJob; stopped: boolean } | null;
  /** What the upload handed back. */
  uploaded: FacultyResource | null;
}

interface ModelContext {
  readonly created: boolean;
  /** The title the server holds (null before the create). */
  readonly title: string | null;
  /** The server holds the file, received once. */
  readonly hasFile: boolean;
  /** The message the upload field shows. */
  readonly fileError: string | null;
}

type ModelEvent =
  | { type: 'user.savesLinkWithoutAddress' }
  | { type: 'user.createsFileResource' }
  | { type: 'user.choosesTextFile' }
  | { type: 'user.startsUpload' }
  | { type: 'user.cancelsUpload' }
  | { type: 'network.deliversUpload' }
  | { type: 'user.renamesAndSaves' }
  | { type: 'someoneElse.savesThenUserSaves' }
  | { type: 'user.keepsMine' }
  | { type: 'user.reloads' };

const sees = (
  check: (ui: EditingUi, context: ModelContext) => Promise<void>,
): StateMeta<EditingUi, ModelContext> => ({
  see: async (ui, context) => {
    expect(ui.server.stored?.title ?? null).toBe(context.title);
    expect(ui.server.stored?.file !== null && ui.server.stored !== null).toBe(context.hasFile);
    expect(ui.server.uploads).toBe(context.hasFile ? 1 : 0);
    await check(ui, context);
  },
});

const model = setup({ types: { context: {} as ModelContext, events: {} as ModelEvent } }).createMachine({
  id: 'resourceEditing',
  context: { created: false, title: null, hasFile: false, fileError: null },
  initial: 'adding',
  states: {
    adding: {
      meta: sees(async (ui) => expect(facultyResourceForm.selectErrors(ui.form.getSnapshot())).toEqual({})),
      on: {
        'user.savesLinkWithoutAddress': 'addRefused',
        'user.createsFileResource': {
          target: 'editing',
          actions: assign({ created: true, title: 'Osmosis handout' }),
        },
      },
    },
    addRefused: {
      meta: sees(async (ui) => {
        expect(facultyResourceForm.selectErrors(ui.form.getSnapshot()).url).toEqual([
          FACULTY_RESOURCE_MESSAGES.urlRequired,
        ]);
        expect(ui.server.saves).toBe(0);
      }),
      on: {
        'user.createsFileResource': {
          target: 'editing',
          actions: assign({ created: true, title: 'Osmosis handout' }),
        },
      },
    },
    editing: {
      meta: sees(async (ui, context) => {
        await waitFor(ui.form, (s) => s.matches('editing'));
        const shown = facultyResourceForm.selectRecord(ui.form.getSnapshot())!;
        expect(shown.file !== null).toBe(context.hasFile);
        expect(facultyResourceForm.selectValues(ui.form.getSnapshot()).title).toBe(context.title);
        expect(selectIsUploading(ui.upload!.getSnapshot())).toBe(false);
        expect(selectUploadError(ui.upload!.getSnapshot())).toBe(context.fileError);
      }),
      on: {
        'user.choosesTextFile': { actions: assign({ fileError: CLASS_DOCUMENT_MESSAGES.type }) },
        'user.startsUpload': {
          guard: ({ context }) => !context.hasFile,
          target: 'uploading',
          actions: assign({ fileError: null }),
        },
        'user.renamesAndSaves': { actions: assign({ title: 'Osmosis handout, revised' }) },
        'someoneElse.savesThenUserSaves': { target: 'conflict', actions: assign({ title: 'Their title' }) },
      },
    },
    uploading: {
      meta: sees(async (ui) => {
        expect(selectIsUploading(ui.upload!.getSnapshot())).toBe(true);
        expect(ui.pending?.stopped).toBe(false);
      }),
      on: {
        'user.cancelsUpload': 'editing',
        'network.deliversUpload': {
          target: 'editing',
          actions: assign({ hasFile: true }),
        },
      },
    },
    conflict: {
      meta: sees(async (ui) =>
        expect(facultyResourceForm.selectConflict(ui.form.getSnapshot())).toBe(
          STALE_MESSAGES.facultyResource,
        ),
      ),
      on: {
        'user.keepsMine': { target: 'editing', actions: assign({ title: 'My title' }) },
        'user.reloads': 'editing',
      },
    },
  },
});

function startUpload(ui: EditingUi) {
  ui.upload?.stop();
  ui.upload = createActor(
    uploadMachine.provide({
      actors: {
        uploader: fromCallback<UploadEvent, UploadJob>(({ input, sendBack }) => {
          const pending = { send: sendBack, job: input, stopped: false };
          ui.pending = pending;
          return () => void (pending.stopped = true);
        }),
      },
      actions: {
        uploaded: (_, { record }) =>
          ui.form.send({ type: 'record.updated', record: record as FacultyResource }),
      },
    }),
    { input: { recordId: 7, kind: 'file', rule: RESOURCE_FILE_RULE } },
  ).start();
}

const change = (ui: EditingUi, patch: Record<string, unknown>) =>
  ui.form.send({ type: 'form.change', patch });
async function save(ui: EditingUi) {
  const saves = ui.server.saves;
  ui.form.send({ type: 'form.save' });
  await waitFor(ui.form, (s) => ui.server.saves > saves && (s.matches('editing') || s.hasTag('conflict')));
}

const actions: UserActions<EditingUi, ModelEvent> = {
  'user.savesLinkWithoutAddress': async (ui) => {
    change(ui, { title: 'Lab safety', kind: 'link', url: '' });
    ui.form.send({ type: 'form.save' });
  },
  'user.createsFileResource': async (ui) => {
    change(ui, { title: 'Osmosis handout', kind: 'file', url: '' });
    await save(ui);
    startUpload(ui);
  },
  'user.choosesTextFile': async (ui) => {
    ui.upload!.send({ type: 'upload.choose', file: new File(['notes'], 'notes.txt') });
  },
  'user.startsUpload': async (ui) => {
    ui.upload!.send({ type: 'upload.choose', file: new File(['%PDF-'], 'osmosis.pdf') });
  },
  'user.cancelsUpload': async (ui) => {
    ui.upload!.send({ type: 'upload.cancel' });
    expect(ui.pending?.stopped).toBe(true);
  },
  'network.deliversUpload': async (ui) => {
    ui.pending!.send({ type: 'upload.progress', loaded: 5, total: 5 });
    ui.pending!.send({
      type: 'upload.succeeded',
      record: ui.server.receiveFile(ui.pending!.job.fileName),
    });
  },
  'user.renamesAndSaves': async (ui) => {
    change(ui, { title: 'Osmosis handout, revised' });
    await save(ui);
  },
  'someoneElse.savesThenUserSaves': async (ui) => {
    ui.server.others();
    change(ui, { title: 'My title' });
    await save(ui);
  },
  'user.keepsMine': async (ui) => {
    const saves = ui.server.saves;
    ui.form.send({ type: 'conflict.keepMine' });
    await waitFor(ui.form, (s) => ui.server.saves > saves && s.matches('editing'));
  },
  'user.reloads': async (ui) => {
    ui.form.send({ type: 'conflict.reload' });
    await waitFor(
      ui.form,
      (s) => s.matches('editing') && facultyResourceForm.selectValues(s).title === 'Their title',
    );
  },
};

function startConsole(): EditingUi {
  const server = resourceServer();
  const form = createActor(
    facultyResourceFormMachine.provide({
      actors: {
        loadRecord: fromPromise(server.load),
        saveRecord: fromPromise(({ input }: { input: SaveResourceInput }) => server.save(input)),
      },
    }),
    { input: { id: null } },
  ).start();
  return { server, form, upload: null, pending: null, uploaded: null };
}

const paths = modelPaths(model, 'transitions', { walkLength: 10 });

test('the walks reach every state of adding and editing a resource', () => {
  expect(reachedStates(paths)).toEqual(
    new Set(Object.keys(model.config.states!).map((state) => JSON.stringify(state))),
  );
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
  await replay(path, startConsole(), actions);
});
