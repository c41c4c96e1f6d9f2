/**
 * The sections of the /access screen the user has opened (ADR 288). Opening a section the first time starts the
 * read of its children (`sectionChildren`, one actor per section, kept for the life of the screen); closing it keeps
 * what was read, so opening it again shows the children at once. Opening a section whose read failed tries again.
 */
import { assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { sectionChildrenMachine, type SectionChildrenActorRef } from './sectionChildrenMachine';

export interface AccessSectionsContext {
  /** The sections open now, by id. */
  expanded: readonly number[];
  /** Every section opened at least once, with the read of its children. */
  reads: Readonly<Record<number, SectionChildrenActorRef>>;
}

export type AccessSectionsEvent =
  /** The section's disclosure button: open it, or close it when open. */
  | { type: 'section.toggle'; sectionId: number }
  /** Try again after the section's children could not be read. */
  | { type: 'section.retry'; sectionId: number };

type SectionParams = { sectionId: number };

export const accessSectionsMachine = setup({
  types: {
    context: {} as AccessSectionsContext,
    events: {} as AccessSectionsEvent,
  },
  actors: {
    /** One section's read; the screen's services provide it with `fetchSectionList` over the local cache. */
    sectionChildren: sectionChildrenMachine,
  },
  guards: {
    isExpanded: ({ context }, params: SectionParams) => context.expanded.includes(params.sectionId),
    wasOpened: ({ context }, params: SectionParams) => params.sectionId in context.reads,
  },
  actions: {
    expand: assign({
      expanded: ({ context }, params: SectionParams) => [...context.expanded, params.sectionId],
    }),
    collapse: assign({
      expanded: ({ context }, params: SectionParams) =>
        context.expanded.filter((id) => id !== params.sectionId),
    }),
    startRead: assign({
      reads: ({ context, spawn }, params: SectionParams) => ({
        ...context.reads,
        [params.sectionId]: spawn('sectionChildren', {
          id: `section-${params.sectionId}`,
          input: { sectionId: params.sectionId },
        }),
      }),
    }),
    /** A read that failed reads again; one that answered or is under way ignores it. */
    retryRead: sendTo(({ context }, params: SectionParams) => context.reads[params.sectionId]!, {
      type: 'section.retry',
    }),
  },
}).createMachine({
  id: 'accessSections',
  context: { expanded: [], reads: {} },
  initial: 'ready',
  states: {
    ready: {
      description: 'The sections are listed; each opens and closes on its own, its read under way or done.',
      on: {
        'section.toggle': [
          {
            guard: { type: 'isExpanded', params: ({ event }) => ({ sectionId: event.sectionId }) },
            actions: { type: 'collapse', params: ({ event }) => ({ sectionId: event.sectionId }) },
          },
          {
            guard: { type: 'wasOpened', params: ({ event }) => ({ sectionId: event.sectionId }) },
            actions: [
              { type: 'expand', params: ({ event }) => ({ sectionId: event.sectionId }) },
              { type: 'retryRead', params: ({ event }) => ({ sectionId: event.sectionId }) },
            ],
          },
          {
            actions: [
              { type: 'expand', params: ({ event }) => ({ sectionId: event.sectionId }) },
              { type: 'startRead', params: ({ event }) => ({ sectionId: event.sectionId }) },
            ],
          },
        ],
        'section.retry': {
          guard: { type: 'wasOpened', params: ({ event }) => ({ sectionId: event.sectionId }) },
          actions: { type: 'retryRead', params: ({ event }) => ({ sectionId: event.sectionId }) },
        },
      },
    },
  },
});

export type AccessSectionsActorRef = ActorRefFrom<typeof accessSectionsMachine>;
type AccessSectionsSnapshot = SnapshotFrom<typeof accessSectionsMachine>;

export const selectIsExpanded = (sectionId: number) => (s: AccessSectionsSnapshot) =>
  s.context.expanded.includes(sectionId);
/** The read of a section's children: null until the section is first opened. */
export const selectReadOf = (sectionId: number) => (s: AccessSectionsSnapshot) =>
  s.context.reads[sectionId] ?? null;
