/**
 * One section's child sections on the /access screen (ADR 288): read once when the section is first opened,
 * through the local cache (SPEC's "cached locally", ADR 265), so opening it again or reloading within CACHE_HOURS
 * asks the server nothing. A failed read waits for Try again; stopping the actor (leaving the screen) aborts it.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Section, SectionListResponse } from '../../api/content/contentContract';

export interface SectionChildrenInput {
  readonly sectionId: number;
}

export interface SectionChildrenContext extends SectionChildrenInput {
  /** The child sections as last read; null until the read answers. */
  children: readonly Section[] | null;
}

export type SectionChildrenEvent = { type: 'section.retry' };

export const sectionChildrenMachine = setup({
  types: {
    context: {} as SectionChildrenContext,
    events: {} as SectionChildrenEvent,
    input: {} as SectionChildrenInput,
  },
  actors: {
    /** The section and its children (`fetchSectionList` over the local cache); provided by the screen's services. */
    readSectionList: fromPromise<SectionListResponse, SectionChildrenInput>(async () => {
      throw new Error('readSectionList is not provided');
    }),
  },
  actions: {
    assignChildren: assign((_, params: { list: SectionListResponse }) => ({
      children: params.list.children,
    })),
  },
}).createMachine({
  id: 'sectionChildren',
  context: ({ input }) => ({ sectionId: input.sectionId, children: null }),
  initial: 'loading',
  states: {
    loading: {
      description:
        'Reads the section with its children: from the local cache while it keeps them, else the server.',
      tags: ['busy'],
      invoke: {
        src: 'readSectionList',
        input: ({ context }) => ({ sectionId: context.sectionId }),
        onDone: {
          target: 'loaded',
          actions: { type: 'assignChildren', params: ({ event }) => ({ list: event.output }) },
        },
        onError: 'failed',
      },
    },
    loaded: {
      description: 'The children are kept: closing and opening the section again reads nothing.',
    },
    failed: {
      description: 'The read failed: the section says so with Try again.',
      tags: ['error'],
      on: { 'section.retry': 'loading' },
    },
  },
});

export type SectionChildrenActorRef = ActorRefFrom<typeof sectionChildrenMachine>;
type SectionChildrenSnapshot = SnapshotFrom<typeof sectionChildrenMachine>;
export type SectionChildrenStatus = 'loading' | 'loaded' | 'failed';

export const selectSectionChildrenStatus = (s: SectionChildrenSnapshot): SectionChildrenStatus =>
  s.matches('loaded') ? 'loaded' : s.matches('failed') ? 'failed' : 'loading';
export const selectSectionChildren = (s: SectionChildrenSnapshot) => s.context.children;
