import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../../src/api/shared/http';
import type { QtiImportResponse } from '../../../../src/api/quiz/import/quizImportContract';
import {
  qtiUploadMachine,
  reportLines,
  reportNeedsReading,
  selectReportOpen,
  selectResult,
  selectSkipped,
  skippedWarning,
} from '../../../../src/machines/quiz/import/qtiUploadMachine';

/** Files that tell themselves apart in the model's keys (a File has no enumerable fields). */
const file = (content: string, name: string, type: string) =>
  Object.assign(new File([content], name, { type }), { toJSON: () => ({ name }) });
const zip = file('PK', 'canvas-export.zip', 'application/zip');
const pdf = file('%PDF', 'quiz.pdf', 'application/pdf');
const response: QtiImportResponse = {
  message: 'Uploaded files successfully processed',
  created: [{ id: 41, title: 'Cell Biology', questions: 3 }],
  report: {
    total: 4,
    imported: 3,
    changed: 0,
    skipped: 1,
    lines: [
      { quiz: 'Cell Biology', item: 'Question 4', type: 'essay_question', status: 'skipped', notes: [] },
    ],
  },
  warnings: [],
  skipped: [{ quiz: 'Cell Biology', item: 'Question 4', type: 'essay_question' }],
};

const clean = { total: 3, imported: 3, changed: 0, skipped: 0, lines: [] };

function start(upload: (file: File) => Promise<QtiImportResponse>) {
  const notices: { kind: string; message: string }[] = [];
  const uploads: string[] = [];
  const actor = createActor(
    qtiUploadMachine.provide({
      actors: { uploadPackage: fromPromise(({ input }) => upload(input.file)) },
      actions: { notify: (_, params) => void notices.push(params) },
    }),
  );
  let reloads = 0;
  actor.on('uploaded', () => void reloads++);
  actor.start();
  return { actor, notices, uploads, reloads: () => reloads };
}

test('an upload that left nothing out says only that it was processed, and opens no report', async () => {
  const { actor, notices, reloads } = start(async () => ({
    ...response,
    report: clean,
    skipped: [],
    images: { stored: 2, notImported: [] },
  }));
  actor.send({ type: 'upload.select', files: [zip] });
  await waitFor(actor, (s) => !s.hasTag('busy'));
  expect(notices).toEqual([{ kind: 'info', message: 'Uploaded files successfully processed' }]);
  expect(reloads()).toBe(1);
  expect(selectReportOpen(actor.getSnapshot())).toBe(false);
});

test('an upload that skipped or changed items opens its report, skipped lines first; it can be opened again', async () => {
  const lines = [
    { quiz: 'Cells', item: 'Q1', type: 'single answer', status: 'imported', notes: [] },
    { quiz: 'Cells', item: 'Q2', type: 'single answer', status: 'changed', notes: ['Title lengthened'] },
    { quiz: 'Cells', item: 'Q3', type: 'essay_question', status: 'skipped', notes: ['Essays are not held'] },
  ] as const;
  const { actor } = start(async () => ({
    ...response,
    report: {
      total: 3,
      imported: 1,
      changed: 1,
      skipped: 1,
      lines: lines.map((l) => ({ ...l, notes: [...l.notes] })),
    },
  }));
  actor.send({ type: 'upload.select', files: [zip] });
  await waitFor(actor, (s) => !s.hasTag('busy'));
  expect(selectReportOpen(actor.getSnapshot())).toBe(true);
  expect(reportLines(selectResult(actor.getSnapshot())).map((line) => line.item)).toEqual(['Q3', 'Q2', 'Q1']);
  actor.send({ type: 'report.close' });
  expect(selectReportOpen(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'report.open' });
  expect(selectReportOpen(actor.getSnapshot())).toBe(true);
});

test('only an upload that changed or left something out needs its report read', () => {
  expect(reportNeedsReading({ ...response, report: clean, images: { stored: 1, notImported: [] } })).toBe(
    false,
  );
  expect(reportNeedsReading({ ...response, report: { ...clean, changed: 1 } })).toBe(true);
  expect(
    reportNeedsReading({ ...response, report: clean, warnings: ['A bank was read as questions.'] }),
  ).toBe(true);
});

test('skipped questions and images not imported are named in a warning after the success message', async () => {
  const { actor, notices, reloads } = start(async () => ({
    ...response,
    skipped: [
      { quiz: 'Cells', item: 'Q4', type: 'essay_question' },
      { quiz: 'Cells', item: 'Q5', type: 'textEntryInteraction' },
      { quiz: 'Cells', item: 'Q6', type: 'essay_question' },
    ],
    images: {
      stored: 1,
      notImported: [
        {
          quiz: 'Cells',
          item: 'Q1',
          image: 'images/cell.tiff',
          reason: 'not a PNG, JPEG, GIF or WebP image',
        },
      ],
    },
  }));
  actor.send({ type: 'upload.select', files: [zip] });
  await waitFor(actor, (s) => !s.hasTag('busy'));
  expect(notices).toEqual([
    { kind: 'info', message: 'Uploaded files successfully processed' },
    {
      kind: 'warning',
      message:
        'Skipped 3 questions of unsupported types: essay_question, textEntryInteraction. ' +
        '1 image was not imported: images/cell.tiff (not a PNG, JPEG, GIF or WebP image).',
    },
  ]);
  expect(reloads()).toBe(1);
});

test('the warning counts in the singular and lists at most five names', () => {
  expect(skippedWarning({ ...response, skipped: [response.skipped[0]!] })).toBe(
    'Skipped 1 question of unsupported type: essay_question.',
  );
  const types = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((type) => ({ quiz: 'Q', item: type, type }));
  expect(skippedWarning({ ...response, skipped: types })).toBe(
    'Skipped 7 questions of unsupported types: a, b, c, d, e and 2 more.',
  );
  expect(skippedWarning({ ...response, skipped: [], images: { stored: 0, notImported: [] } })).toBeNull();
});

test('an item of several unsupported interactions names each type once beside the others', () => {
  const skipped = [
    { quiz: 'Q', item: 'adaptive', type: 'inlineChoiceInteraction, textEntryInteraction' },
    { quiz: 'Q', item: 'gap', type: 'textEntryInteraction' },
  ];
  expect(skippedWarning({ ...response, skipped, images: { stored: 0, notImported: [] } })).toBe(
    'Skipped 2 questions of unsupported types: inlineChoiceInteraction, textEntryInteraction.',
  );
});

test('one .zip is uploaded, says so as info and reloads the list', async () => {
  const sent: string[] = [];
  const { actor, notices, reloads } = start(async (file) => {
    sent.push(file.name);
    return response;
  });
  actor.send({ type: 'upload.select', files: [zip] });
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  await waitFor(actor, (s) => !s.hasTag('busy'));
  expect(sent).toEqual(['canvas-export.zip']);
  expect(notices[0]).toEqual({ kind: 'info', message: 'Uploaded files successfully processed' });
  expect(reloads()).toBe(1);
  expect(selectSkipped(actor.getSnapshot())).toEqual(response.skipped);
});

test('anything but a single package or question file is refused before upload', () => {
  const sent: string[] = [];
  const { actor, notices, reloads } = start(async (file) => {
    sent.push(file.name);
    return response;
  });
  actor.send({ type: 'upload.select', files: [pdf] });
  actor.send({ type: 'upload.select', files: [zip, zip] });
  expect(sent).toEqual([]);
  expect(notices.map((n) => n.message)).toEqual([
    'Only .zip, .imscc, .h5p, .xml, .gift and .txt files are accepted.',
    'Upload exactly one file.',
  ]);
  expect(reloads()).toBe(0);
});

test("a refused package shows the server's message and does not reload", async () => {
  const { actor, notices, reloads } = start(async () => {
    throw new ApiError(400, 'The package contains a path outside the package: ../evil.sh');
  });
  actor.send({ type: 'upload.select', files: [zip] });
  await waitFor(actor, (s) => !s.hasTag('busy'));
  expect(notices).toEqual([
    { kind: 'error', message: 'The package contains a path outside the package: ../evil.sh' },
  ]);
  expect(reloads()).toBe(0);
});

test('a refusal carrying a per-item report keeps it as the last report and opens it; one without items does not', async () => {
  const report = {
    total: 1,
    imported: 0,
    changed: 0,
    skipped: 1,
    lines: [{ quiz: 'Optics', item: 'Lens', type: 'calculated', status: 'skipped' as const, notes: ['why'] }],
  };
  const refused = (content: unknown) => new ApiError(400, 'The file holds no questions.', undefined, content);
  const { actor, notices, reloads } = start(async () => {
    throw refused({ message: 'The file holds no questions.', report });
  });
  actor.send({ type: 'upload.select', files: [zip] });
  await waitFor(actor, (s) => !s.hasTag('busy'));
  expect(notices).toEqual([{ kind: 'error', message: 'The file holds no questions.' }]);
  expect(selectReportOpen(actor.getSnapshot())).toBe(true);
  expect(selectResult(actor.getSnapshot())).toMatchObject({ created: [], report, warnings: [] });
  expect(selectSkipped(actor.getSnapshot())).toEqual([{ quiz: 'Optics', item: 'Lens', type: 'calculated' }]);
  expect(reloads()).toBe(0);

  const empty = start(async () => {
    throw refused({
      message: 'The file holds no questions.',
      report: { ...report, total: 0, skipped: 0, lines: [] },
    });
  });
  empty.actor.send({ type: 'upload.select', files: [zip] });
  await waitFor(empty.actor, (s) => !s.hasTag('busy'));
  expect(selectReportOpen(empty.actor.getSnapshot())).toBe(false);
  expect(selectResult(empty.actor.getSnapshot())).toBeNull();
});
