/**
 * The template list's 'Upload QTI' (SPEC sections 2, 5, 8): one package or question file only (checked here before anything is
 * sent), uploaded; success says 'Uploaded files successfully processed' (info) and reports the upload so the list
 * reloads; when the package had questions of unsupported types or images that were not imported, a warning names
 * them (ADR 070); a failure shows the server's message, and a file refused whole opens its per-item report (ADR 221).
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  IMPORT_FILE_ACCEPT,
  QTI_UPLOAD_MESSAGES,
  QtiImportRefusalSchema,
  isImportFileName,
  type QtiImportResponse,
} from '../../../api/quiz/import/quizImportContract';
import { ApiError } from '../../../api/shared/http';
import { messageOf } from '../../../domain/shared/messages';

/** The file kinds the upload's file chooser offers. */
export { IMPORT_FILE_ACCEPT };

export type QtiUploadEvent =
  { type: 'upload.select'; files: readonly File[] } | { type: 'report.open' } | { type: 'report.close' };

export interface QtiUploadContext {
  /** The last successful upload: what was created and what was skipped. */
  result: QtiImportResponse | null;
}

/** How many names a warning lists before it says how many more there are. */
export const WARNING_NAMES_SHOWN = 5;

function listed(names: readonly string[]) {
  const shown = names.slice(0, WARNING_NAMES_SHOWN).join(', ');
  const more = names.length - WARNING_NAMES_SHOWN;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/**
 * The warning after an upload that left something out (ADR 070): the skipped questions counted, with their types
 * by name (each once), and the images that were not imported, by file, with why; null when nothing was left out.
 */
export function skippedWarning(result: QtiImportResponse): string | null {
  const parts: string[] = [];
  const skipped = result.skipped.length;
  if (skipped > 0) {
    // An item holding several unsupported interactions names them all, joined by ', ' (ADR 073).
    const types = [...new Set(result.skipped.flatMap((item) => item.type.split(', ')))];
    parts.push(
      `Skipped ${skipped} ${skipped === 1 ? 'question' : 'questions'} of unsupported ${
        types.length === 1 ? 'type' : 'types'
      }: ${listed(types)}.`,
    );
  }
  const images = result.images?.notImported ?? [];
  if (images.length > 0) {
    const names = [...new Set(images.map((image) => `${image.image} (${image.reason})`))];
    parts.push(
      `${images.length} ${images.length === 1 ? 'image was' : 'images were'} not imported: ${listed(names)}.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * Whether the import report is worth opening by itself (ADR 152): something was skipped or changed, an image was
 * left out, or the upload carries a warning. An import that took everything as it was needs no report.
 */
export function reportNeedsReading(result: QtiImportResponse): boolean {
  return (
    result.report.skipped > 0 ||
    result.report.changed > 0 ||
    result.warnings.length > 0 ||
    (result.images?.notImported.length ?? 0) > 0
  );
}

/**
 * The report of an upload refused whole (ADR 221: its 400 carries the per-item report an accepted upload gets), as
 * the report dialog reads a result: nothing created; null when the refusal has no item to report.
 */
export function refusalResult(error: unknown): QtiImportResponse | null {
  if (!(error instanceof ApiError)) return null;
  const refusal = QtiImportRefusalSchema.safeParse(error.content);
  if (!refusal.success || !refusal.data.report || refusal.data.report.lines.length === 0) return null;
  const { message, report, warnings = [] } = refusal.data;
  const skipped = report.lines
    .filter((line) => line.status === 'skipped')
    .map(({ quiz, item, type }) => ({ quiz, item, type }));
  return { message, created: [], report, warnings, skipped };
}

const STATUS_ORDER = { skipped: 0, changed: 1, imported: 2 } as const;

/** The report's lines, what needs reading first: skipped, then changed, then imported, each in package order. */
export function reportLines(result: QtiImportResponse | null) {
  if (!result) return [];
  return result.report.lines
    .map((line, index) => ({ ...line, index }))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.index - b.index);
}

export const qtiUploadMachine = setup({
  types: {
    context: {} as QtiUploadContext,
    events: {} as QtiUploadEvent,
    emitted: {} as { type: 'uploaded' },
  },
  actors: {
    uploadPackage: fromPromise<QtiImportResponse, { file: File }>(async () => {
      throw new Error('uploadPackage is not provided');
    }),
  },
  guards: {
    leftSomethingOut: (_, params: { result: QtiImportResponse }) => skippedWarning(params.result) !== null,
    reportNeedsReading: (_, params: { result: QtiImportResponse }) => reportNeedsReading(params.result),
    hasResult: ({ context }) => context.result !== null,
    refusedWithReport: (_, params: { error: unknown }) => refusalResult(params.error) !== null,
    isOneZip: ({ event }) =>
      event.type === 'upload.select' && event.files.length === 1 && isImportFileName(event.files[0]!.name),
    isOneFile: ({ event }) => event.type === 'upload.select' && event.files.length === 1,
  },
  actions: {
    /** Shows a notification; provided with the notifications actor. */
    notify: (_, _params: { kind: 'info' | 'warning' | 'error'; message: string }) => {},
    /** Tells the list behind the button to reload (the view listens with `actor.on('uploaded')`). */
    reportUploaded: emit({ type: 'uploaded' as const }),
    assignResult: assign({ result: (_, params: { result: QtiImportResponse }) => params.result }),
  },
}).createMachine({
  id: 'qtiUpload',
  context: { result: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'upload.select': [
          { guard: 'isOneZip', target: 'uploading' },
          {
            guard: 'isOneFile',
            actions: { type: 'notify', params: { kind: 'error', message: QTI_UPLOAD_MESSAGES.zipOnly } },
          },
          { actions: { type: 'notify', params: { kind: 'error', message: QTI_UPLOAD_MESSAGES.oneZip } } },
        ],
        'report.open': { guard: 'hasResult', target: 'reporting' },
      },
    },
    /** The import report is open over the list. */
    reporting: {
      on: { 'report.close': 'idle' },
    },
    /** The report opens by itself when it has something to read. */
    afterUpload: {
      always: [
        {
          guard: { type: 'reportNeedsReading', params: ({ context }) => ({ result: context.result! }) },
          target: 'reporting',
        },
        { target: 'idle' },
      ],
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'uploadPackage',
        input: ({ event }) => ({
          file: (event as Extract<QtiUploadEvent, { type: 'upload.select' }>).files[0]!,
        }),
        onDone: [
          {
            guard: { type: 'leftSomethingOut', params: ({ event }) => ({ result: event.output }) },
            target: 'afterUpload',
            actions: [
              { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
              { type: 'notify', params: { kind: 'info', message: QTI_UPLOAD_MESSAGES.processed } },
              {
                type: 'notify',
                params: ({ event }) => ({ kind: 'warning', message: skippedWarning(event.output) ?? '' }),
              },
              'reportUploaded',
            ],
          },
          {
            target: 'afterUpload',
            actions: [
              { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
              { type: 'notify', params: { kind: 'info', message: QTI_UPLOAD_MESSAGES.processed } },
              'reportUploaded',
            ],
          },
        ],
        onError: [
          {
            // Refused whole, with its report: the message, and the report opens as an accepted upload's does.
            guard: { type: 'refusedWithReport', params: ({ event }) => ({ error: event.error }) },
            target: 'afterUpload',
            actions: [
              { type: 'assignResult', params: ({ event }) => ({ result: refusalResult(event.error)! }) },
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error) }) },
            ],
          },
          {
            target: 'idle',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ kind: 'error', message: messageOf(event.error) }),
            },
          },
        ],
      },
    },
  },
});

export type QtiUploadActorRef = ActorRefFrom<typeof qtiUploadMachine>;
export type QtiUploadSnapshot = SnapshotFrom<typeof qtiUploadMachine>;

export const selectUploading = (snapshot: QtiUploadSnapshot) => snapshot.hasTag('busy');
export const selectSkipped = (snapshot: QtiUploadSnapshot) => snapshot.context.result?.skipped ?? [];
export const selectReportOpen = (snapshot: QtiUploadSnapshot) => snapshot.matches('reporting');
export const selectResult = (snapshot: QtiUploadSnapshot) => snapshot.context.result;
