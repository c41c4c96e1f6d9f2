/**
 * Student links (ADR 132) read as a record (ADR 191): what the instructor sees while the links load, when the read
 * fails and they try again, when the quiz is gone, and after a copy or a resend.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ClassQuizLinksResponse } from '../../../src/api/classes/classesContract';
import { ApiError } from '../../../src/api/shared/http';
import {
  selectCopiedId,
  selectLinksError,
  selectLinksRecord,
  selectResentId,
  studentLinksMachine,
  STUDENT_LINKS_MESSAGES,
  type ResendInput,
} from '../../../src/machines/classes/studentLinksMachine';
import {
  recordMachine,
  recordServices,
  selectRecord,
  selectRecordStatus,
} from '../../../src/machines/shared/recordMachine';

const data: ClassQuizLinksResponse = {
  result: [
    {
      assignmentId: 7,
      email: 'ada@school.example',
      link: 'http://localhost:8080/take/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      state: 'not_started',
      mail: 'not_sent',
      openedAt: null,
      submittedAt: null,
      percentage: null,
    },
  ],
  notAssigned: [],
  takenByStudents: true,
  mailEnabled: true,
};

function start(options: {
  read?: (request: unknown) => Promise<ClassQuizLinksResponse>;
  copy?: (text: string) => Promise<void>;
  resend?: (input: ResendInput) => Promise<ClassQuizLinksResponse>;
}) {
  const actor = createActor(
    studentLinksMachine.provide({
      actors: {
        linksRecord: recordMachine.provide(recordServices(options.read ?? (async () => data))),
        copyText: fromPromise<void, { text: string }>(({ input }) =>
          (options.copy ?? (async () => {}))(input.text),
        ),
        resendLink: fromPromise<ClassQuizLinksResponse, ResendInput>(({ input }) =>
          (options.resend ?? (async () => data))(input),
        ),
      },
    }),
    { input: { classId: 1, quizId: 2 } },
  ).start();
  return { actor, record: selectLinksRecord(actor.getSnapshot()) };
}

test('the links load for the class and quiz, then show', async () => {
  const requests: unknown[] = [];
  const { record } = start({ read: async (request) => (requests.push(request), data) });
  expect(selectRecordStatus(record.getSnapshot())).toBe('loading');
  await waitFor(record, (s) => selectRecordStatus(s) === 'ready');
  expect(selectRecord(record.getSnapshot())).toEqual(data);
  expect(requests).toEqual([{ classId: 1, quizId: 2 }]);
});

test('a failed read says so, and Try again reads the links again', async () => {
  let fail = true;
  const { record } = start({
    read: async () => {
      if (fail) throw new ApiError(500, 'Internal server error');
      return data;
    },
  });
  await waitFor(record, (s) => selectRecordStatus(s) === 'failed');
  fail = false;
  record.send({ type: 'record.retry' });
  await waitFor(record, (s) => selectRecordStatus(s) === 'ready');
  expect(selectRecord(record.getSnapshot())).toEqual(data);
});

test('a quiz no longer in the class is not found, with nothing to try again', async () => {
  const { record } = start({
    read: async () => {
      throw new ApiError(404, 'Not found');
    },
  });
  await waitFor(record, (s) => selectRecordStatus(s) === 'notFound');
  record.send({ type: 'record.retry' });
  expect(selectRecordStatus(record.getSnapshot())).toBe('notFound');
});

test('a copied link is confirmed on its row', async () => {
  const copied: string[] = [];
  const { actor, record } = start({ copy: async (text) => void copied.push(text) });
  await waitFor(record, (s) => selectRecordStatus(s) === 'ready');
  actor.send({ type: 'links.copy', assignmentId: 7, link: data.result[0]!.link });
  await waitFor(actor, (s) => selectCopiedId(s) === 7);
  expect(copied).toEqual([data.result[0]!.link]);
  expect(selectLinksError(actor.getSnapshot())).toBeNull();
});

test('a copy the browser refuses says so and confirms nothing', async () => {
  const { actor, record } = start({
    copy: async () => {
      throw new Error('denied');
    },
  });
  await waitFor(record, (s) => selectRecordStatus(s) === 'ready');
  actor.send({ type: 'links.copy', assignmentId: 7, link: data.result[0]!.link });
  await waitFor(actor, (s) => s.matches('idle'));
  expect(selectCopiedId(actor.getSnapshot())).toBeNull();
  expect(selectLinksError(actor.getSnapshot())).toBe(STUDENT_LINKS_MESSAGES.copyFailed);
});

test("a resend shows the server's answer at once; a refused one says why", async () => {
  const queued: ClassQuizLinksResponse = {
    ...data,
    result: [{ ...data.result[0]!, mail: 'sent' }],
  };
  let refuse = false;
  const { actor, record } = start({
    resend: async () => {
      if (refuse) throw new ApiError(503, 'Mail is not configured');
      return queued;
    },
  });
  await waitFor(record, (s) => selectRecordStatus(s) === 'ready');
  actor.send({ type: 'links.resend', assignmentId: 7 });
  await waitFor(actor, (s) => selectResentId(s) === 7);
  expect(selectRecord(record.getSnapshot())).toEqual(queued);

  refuse = true;
  actor.send({ type: 'links.resend', assignmentId: 7 });
  await waitFor(actor, (s) => s.matches('idle'));
  expect(selectResentId(actor.getSnapshot())).toBeNull();
  expect(selectLinksError(actor.getSnapshot())).toBe('Mail is not configured');
  expect(selectRecord(record.getSnapshot())).toEqual(queued);
});
