import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import type { ResourceCard } from '../../../src/domain/facultyResources/facultyResources';
import {
  resourceViewerMachine,
  selectFailed,
  selectOpened,
  selectView,
  type OpenedResource,
} from '../../../src/machines/facultyResources/resourceViewerMachine';

const card = (overrides: Partial<ResourceCard> = {}): ResourceCard => ({
  id: 7,
  title: 'Lab slides',
  description: '',
  kind: 'file',
  format: 'slides',
  fileName: 'lab.pptx',
  url: null,
  ...overrides,
});

function startViewer(
  open: () => Promise<OpenedResource>,
  download = async () => ({ blob: new Blob(['x']), fileName: 'lab.pptx' }),
) {
  const log: string[] = [];
  const actor = createActor(
    resourceViewerMachine.provide({
      actors: { openResource: fromPromise(open), downloadResource: fromPromise(download) },
      actions: {
        saveFile: (_, file) => void log.push(`saved ${file.fileName}`),
        notifyDownloadFailed: () => void log.push('download failed'),
      },
    }),
    { input: { resourceId: 7 } },
  ).start();
  return { actor, log };
}

test('slides open in the office viewer, a PDF inline, a link as a link', async () => {
  const cases: [ResourceCard, string | null][] = [
    [card(), 'office'],
    [card({ format: 'pdf', fileName: 'a.pdf' }), 'pdf'],
    [card({ kind: 'link', format: 'link', fileName: null, url: 'https://x.example' }), null],
  ];
  for (const [resource, view] of cases) {
    const { actor } = startViewer(async () => ({ resource, fileUrl: null, viewerUrl: null }));
    await waitFor(actor, (s) => selectOpened(s) !== null);
    expect(selectView(actor.getSnapshot())).toBe(view);
  }
});

test('a resource the reader may not see fails like any other, and Try again opens it again', async () => {
  let answers = 0;
  const { actor } = startViewer(async () => {
    answers += 1;
    if (answers === 1) throw new ApiError(404, 'Not found');
    return { resource: card(), fileUrl: '/f', viewerUrl: '/v' };
  });
  await waitFor(actor, (s) => selectFailed(s));
  actor.send({ type: 'resource.retry' });
  await waitFor(actor, (s) => selectOpened(s) !== null);
  expect(selectFailed(actor.getSnapshot())).toBe(false);
});

test('Download saves the file under its name, or says it failed', async () => {
  const { actor, log } = startViewer(async () => ({ resource: card(), fileUrl: '/f', viewerUrl: null }));
  await waitFor(actor, (s) => s.matches({ showing: 'idle' }));
  actor.send({ type: 'resource.download' });
  await waitFor(actor, () => log.length === 1);
  expect(log).toEqual(['saved lab.pptx']);

  const failing = startViewer(
    async () => ({ resource: card(), fileUrl: '/f', viewerUrl: null }),
    async () => {
      throw new Error('offline');
    },
  );
  await waitFor(failing.actor, (s) => s.matches({ showing: 'idle' }));
  failing.actor.send({ type: 'resource.download' });
  await waitFor(failing.actor, () => failing.log.length === 1);
  expect(failing.log).toEqual(['download failed']);
});
