/**
 * The resource viewer (ADR 317), as the class document viewer (SPEC section 2): loads the resource as its reader
 * sees it and a token for its file, then shows it inline (PDF, images) or through the external viewer (office
 * formats); Download saves the file under its own name. A link is shown with the way to open it. Any failure, a
 * resource the reader may not see included (404), is the error state.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { viewOfFormat, type ResourceCard } from '../../domain/facultyResources/facultyResources';

export interface ResourceViewerInput {
  readonly resourceId: number;
}

export interface OpenedResource {
  readonly resource: ResourceCard;
  /** The file with its token (null for a link): loads without a bearer header. */
  readonly fileUrl: string | null;
  /** The external viewer's URL for office formats, or null. */
  readonly viewerUrl: string | null;
}

export interface DownloadedResource {
  readonly blob: Blob;
  readonly fileName: string;
}

export interface ResourceViewerContext extends ResourceViewerInput {
  opened: OpenedResource | null;
}

export type ResourceViewerEvent = { type: 'resource.download' } | { type: 'resource.retry' };

export const resourceViewerMachine = setup({
  types: {
    context: {} as ResourceViewerContext,
    events: {} as ResourceViewerEvent,
    input: {} as ResourceViewerInput,
  },
  actors: {
    openResource: fromPromise<OpenedResource, ResourceViewerInput>(async () => {
      throw new Error('openResource is not provided');
    }),
    downloadResource: fromPromise<DownloadedResource, ResourceViewerInput>(async () => {
      throw new Error('downloadResource is not provided');
    }),
  },
  actions: {
    assignOpened: assign((_, opened: OpenedResource) => ({ opened })),
    /** Hands the file to the browser; provided by the screen. */
    saveFile: (_, _file: DownloadedResource) => {},
    notifyDownloadFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'resourceViewer',
  context: ({ input }) => ({ ...input, opened: null }),
  initial: 'opening',
  states: {
    opening: {
      tags: ['busy'],
      invoke: {
        src: 'openResource',
        input: ({ context }) => ({ resourceId: context.resourceId }),
        onDone: { target: 'showing', actions: { type: 'assignOpened', params: ({ event }) => event.output } },
        onError: { target: 'failed' },
      },
    },
    failed: { tags: ['error'], on: { 'resource.retry': { target: 'opening' } } },
    showing: {
      initial: 'idle',
      states: {
        idle: { on: { 'resource.download': { target: 'downloading' } } },
        downloading: {
          tags: ['busy'],
          invoke: {
            src: 'downloadResource',
            input: ({ context }) => ({ resourceId: context.resourceId }),
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => event.output } },
            onError: {
              target: 'idle',
              actions: { type: 'notifyDownloadFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

export type ResourceViewerActorRef = ActorRefFrom<typeof resourceViewerMachine>;
export type ResourceViewerSnapshot = SnapshotFrom<typeof resourceViewerMachine>;

export const selectOpened = (s: ResourceViewerSnapshot) => s.context.opened;
/** How the file is shown; null for a link or before it is open. */
export const selectView = (s: ResourceViewerSnapshot) =>
  s.context.opened ? viewOfFormat(s.context.opened.resource.format) : null;
export const selectFailed = (s: ResourceViewerSnapshot) => s.hasTag('error');
export const selectIsOpening = (s: ResourceViewerSnapshot) => s.matches('opening');
export const selectIsDownloading = (s: ResourceViewerSnapshot) => s.matches({ showing: 'downloading' });
