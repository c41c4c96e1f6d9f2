/**
 * The writes of a live site, sent at a steady rate while the mixed-load bench reads (issue 63): in turn a quiz saved
 * as the editor saves it (its GET, then the PATCH with the loaded version; the PATCH is the write), a quiz shared
 * with a student, a student added to a class, and a student's attempt: start, an answer, submit. Each write is sent
 * on time whether or not the ones before have answered, as independent users send them; its time is from its
 * sending to its answer.
 */
import { CLASS_PATHS } from '../../../src/api/classes/classesContract';
import { quizSharePath } from '../../../src/api/quiz/lists/quizListsContract';
import { QUIZ_PATHS } from '../../../src/api/quiz/quizzesContract';
import { TAKE_PATHS } from '../../../src/api/take/takeContract';
import type { Quiz } from '../../../src/domain/quiz/quiz';
import { fromQuiz, toPayload } from '../../../src/domain/quiz/quizPayload';
import { api, quizPayload, seedClassroom, type BenchQuestion, type CreatedQuiz } from './benchApi';
import type { BenchServer } from './server';

/** What the writes write to, made once per store by an instructor. */
export interface WritePlan {
  readonly token: string;
  /** Small quizzes renamed in turn, so that two saves of one quiz seldom meet. */
  readonly quizzes: readonly number[];
  /** The quiz shared with a new student each time. */
  readonly shared: number;
  /** The class that gains a student each time. */
  readonly classId: number;
  /** Student links whose attempts the writes play, each once. */
  readonly links: readonly string[];
  readonly questions: readonly BenchQuestion[];
}

export type WriteKind = 'quiz save' | 'share' | 'student added' | 'attempt start' | 'answer' | 'submit';
const CYCLE: readonly WriteKind[] = [
  'quiz save',
  'share',
  'student added',
  'attempt start',
  'answer',
  'submit',
];

/**
 * Enough quizzes that two saves of one never meet, as two authors seldom save one quiz within seconds: at 20 writes
 * a second each is saved every 19 s. With 8, a save whose GET waited behind the searches met the next save of its
 * quiz and was refused as stale (a 409 counted as an error of the bench, not of the store).
 */
const SAVED_QUIZZES = 64;

/** The quizzes, the class and the attempts the writes need; `attempts` students can each start once. */
export async function prepareWrites(
  server: BenchServer,
  token: string,
  attempts: number,
): Promise<WritePlan> {
  const quizzes: number[] = [];
  for (let n = 0; n < SAVED_QUIZZES; n += 1) {
    quizzes.push(
      (await api<CreatedQuiz>(server, token, '/api/quiz/create', quizPayload(`Mixed save ${n}`, 3))).id,
    );
  }
  const shared = (await api<CreatedQuiz>(server, token, '/api/quiz/create', quizPayload('Mixed share', 3)))
    .id;
  const joined = await api<{ id: number }>(server, token, CLASS_PATHS.list, {
    title: 'Mixed load: students join',
    description: '',
  });
  const classroom = await seedClassroom(server, token, {
    title: 'Mixed load',
    students: attempts,
    questions: 3,
  });
  return {
    token,
    quizzes,
    shared,
    classId: joined.id,
    links: classroom.tokens,
    questions: classroom.questions,
  };
}

export interface WriteReport {
  /** Each write's time (ms) by kind. */
  readonly times: ReadonlyMap<WriteKind, number[]>;
  readonly errors: string[];
}

async function timed(send: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await send();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return performance.now() - started;
}

/** The writers' state across runs: which write and student come next, and the attempt in progress. */
export interface WriteCursor {
  n: number;
  student: number;
  /** The attempt in progress: its link, and the answers of its start and of its answer (each settled). */
  attempt: { readonly link: string; started: Promise<unknown>; answered: Promise<unknown> } | null;
}

export const newCursor = (): WriteCursor => ({ n: 0, student: 0, attempt: null });

/**
 * Sends `perSecond` writes a second, in the cycle's order, until `stop` resolves; answers once every write sent
 * has answered.
 */
export async function writeWhile(
  server: Pick<BenchServer, 'origin'>,
  plan: WritePlan,
  cursor: WriteCursor,
  perSecond: number,
  stop: Promise<unknown>,
): Promise<WriteReport> {
  const times = new Map<WriteKind, number[]>(CYCLE.map((kind) => [kind, []]));
  const errors: string[] = [];
  if (perSecond <= 0) {
    await stop;
    return { times, errors };
  }
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${plan.token}` };
  const send = (path: string, method: string, body?: unknown, auth = true) =>
    fetch(`${server.origin}${path}`, {
      method,
      headers: auth ? headers : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const write = async (kind: WriteKind, n: number): Promise<number> => {
    switch (kind) {
      case 'quiz save': {
        const id = plan.quizzes[n % plan.quizzes.length]!;
        const loaded = await api<Quiz>(server, plan.token, QUIZ_PATHS.one('user', id));
        const payload = {
          ...toPayload(fromQuiz(loaded), 'user', 'edit', loaded.version),
          title: `Mixed save ${n}`,
        };
        return timed(() => send(QUIZ_PATHS.one('user', id), 'PATCH', payload));
      }
      case 'share':
        return timed(() =>
          send(quizSharePath('share', plan.shared), 'POST', {
            emails: [`shared${n}@mixed.bench.test`],
            isAdminQuiz: false,
          }),
        );
      case 'student added':
        return timed(() =>
          send(CLASS_PATHS.invite(plan.classId), 'POST', { emails: [`joined${n}@mixed.bench.test`] }),
        );
      case 'attempt start': {
        const link = plan.links[cursor.student++ % plan.links.length]!;
        const started = timed(() => send(TAKE_PATHS.start(link), 'POST', {}, false));
        const settled = started.catch(() => undefined);
        cursor.attempt = { link, started: settled, answered: settled };
        return started;
      }
      case 'answer': {
        // A student answers once the page has started, and submits once the answer is saved: each is sent then.
        const current = cursor.attempt;
        if (!current) throw new Error('no attempt started');
        const question = plan.questions[n % plan.questions.length]!;
        const answered = current.started.then(() =>
          timed(() =>
            send(
              TAKE_PATHS.answer(current.link, question.id),
              'PUT',
              { optionIds: [question.optionIds[1]], timeSpentMs: 5_000 },
              false,
            ),
          ),
        );
        current.answered = answered.catch(() => undefined);
        return answered;
      }
      case 'submit': {
        const current = cursor.attempt;
        if (!current) throw new Error('no attempt started');
        return current.answered.then(() =>
          timed(() => send(TAKE_PATHS.submit(current.link), 'POST', {}, false)),
        );
      }
    }
  };

  let stopped = false;
  void stop.then(() => (stopped = true));
  const sent: Promise<void>[] = [];
  const every = 1000 / perSecond;
  const started = performance.now();
  for (let k = 0; !stopped; k += 1) {
    const n = cursor.n++;
    const kind = CYCLE[n % CYCLE.length]!;
    sent.push(
      write(kind, n).then(
        (ms) => void times.get(kind)!.push(ms),
        (error: unknown) =>
          void errors.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`),
      ),
    );
    const next = started + (k + 1) * every;
    await Promise.race([
      stop,
      new Promise((done) => setTimeout(done, Math.max(0, next - performance.now()))),
    ]);
  }
  await Promise.all(sent);
  return { times, errors };
}
