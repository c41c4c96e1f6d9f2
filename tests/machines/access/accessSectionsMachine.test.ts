/**
 * The /access screen's sections (ADR 288): opening a section reads its children once and keeps them, so opening it
 * again reads nothing; a failed read says so and Try again (or opening it again) reads once more; each section reads
 * on its own; leaving the screen aborts what is still being read. Each read is a promise the test settles by hand.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SectionListResponse } from '../../../src/api/content/contentContract';
import {
  accessSectionsMachine,
  selectIsExpanded,
  selectReadOf,
} from '../../../src/machines/access/accessSectionsMachine';
import {
  sectionChildrenMachine,
  selectSectionChildren,
  selectSectionChildrenStatus,
  type SectionChildrenInput,
} from '../../../src/machines/access/sectionChildrenMachine';

interface Read {
  readonly sectionId: number;
  readonly signal: AbortSignal;
  resolve(list: SectionListResponse): void;
  reject(error: unknown): void;
}

const listOf = (sectionId: number, titles: string[]): SectionListResponse => ({
  section: { id: sectionId, title: `Section ${sectionId}`, parentId: null, articleType: 'journal' },
  children: titles.map((title, index) => ({
    id: sectionId * 100 + index,
    title,
    parentId: sectionId,
    articleType: 'journal',
  })),
});

function start() {
  const reads: Read[] = [];
  const logic = accessSectionsMachine.provide({
    actors: {
      sectionChildren: sectionChildrenMachine.provide({
        actors: {
          readSectionList: fromPromise<SectionListResponse, SectionChildrenInput>(
            ({ input, signal }) =>
              new Promise((resolve, reject) =>
                reads.push({ sectionId: input.sectionId, signal, resolve, reject }),
              ),
          ),
        },
      }),
    },
  });
  const actor = createActor(logic).start();
  const readOf = (sectionId: number) => selectReadOf(sectionId)(actor.getSnapshot())!;
  const statusOf = (sectionId: number) => selectSectionChildrenStatus(readOf(sectionId).getSnapshot());
  const toggle = (sectionId: number) => actor.send({ type: 'section.toggle', sectionId });
  const isOpen = (sectionId: number) => selectIsExpanded(sectionId)(actor.getSnapshot());
  return { actor, reads, readOf, statusOf, toggle, isOpen };
}

test('opening a section reads its children once; closing and opening it again reads nothing', async () => {
  const { reads, readOf, statusOf, toggle, isOpen } = start();
  toggle(1);
  expect(isOpen(1)).toBe(true);
  expect(statusOf(1)).toBe('loading');
  expect(reads.map((read) => read.sectionId)).toEqual([1]);

  reads[0]!.resolve(listOf(1, ['Biology', 'Neuroscience']));
  await waitFor(readOf(1), (s) => selectSectionChildrenStatus(s) === 'loaded');
  expect(selectSectionChildren(readOf(1).getSnapshot())!.map((child) => child.title)).toEqual([
    'Biology',
    'Neuroscience',
  ]);

  toggle(1);
  expect(isOpen(1)).toBe(false);
  toggle(1);
  expect(isOpen(1)).toBe(true);
  expect(statusOf(1)).toBe('loaded');
  expect(reads).toHaveLength(1);
});

test('a failed read says so, and Try again reads once more until the children arrive', async () => {
  const { reads, readOf, statusOf, toggle, actor } = start();
  toggle(2);
  reads[0]!.reject(new TypeError('offline'));
  await waitFor(readOf(2), (s) => selectSectionChildrenStatus(s) === 'failed');

  actor.send({ type: 'section.retry', sectionId: 2 });
  expect(statusOf(2)).toBe('loading');
  expect(reads.map((read) => read.sectionId)).toEqual([2, 2]);
  reads[1]!.resolve(listOf(2, ['Life Sciences']));
  await waitFor(readOf(2), (s) => selectSectionChildrenStatus(s) === 'loaded');

  // Once the children are there, Try again (a late click) reads nothing.
  actor.send({ type: 'section.retry', sectionId: 2 });
  expect(statusOf(2)).toBe('loaded');
  expect(reads).toHaveLength(2);
});

test('closing a section whose read failed and opening it again tries again', async () => {
  const { reads, readOf, statusOf, toggle } = start();
  toggle(3);
  reads[0]!.reject(new TypeError('offline'));
  await waitFor(readOf(3), (s) => selectSectionChildrenStatus(s) === 'failed');
  toggle(3);
  toggle(3);
  expect(statusOf(3)).toBe('loading');
  expect(reads).toHaveLength(2);
});

test('each section reads on its own: one failing leaves the other’s children shown', async () => {
  const { reads, readOf, statusOf, toggle, isOpen } = start();
  toggle(1);
  toggle(2);
  expect(isOpen(1) && isOpen(2)).toBe(true);
  reads.find((read) => read.sectionId === 2)!.resolve(listOf(2, ['Physical Sciences']));
  reads.find((read) => read.sectionId === 1)!.reject(new TypeError('offline'));
  await waitFor(readOf(1), (s) => selectSectionChildrenStatus(s) === 'failed');
  await waitFor(readOf(2), (s) => selectSectionChildrenStatus(s) === 'loaded');
  expect(statusOf(2)).toBe('loaded');
});

test('retrying a section never opened reads nothing', () => {
  const { actor, reads } = start();
  actor.send({ type: 'section.retry', sectionId: 9 });
  expect(reads).toHaveLength(0);
  expect(selectReadOf(9)(actor.getSnapshot())).toBeNull();
});

test('leaving the screen aborts the reads still under way', () => {
  const { actor, reads, toggle } = start();
  toggle(1);
  actor.stop();
  expect(reads[0]!.signal.aborted).toBe(true);
});
