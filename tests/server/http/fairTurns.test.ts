/**
 * ADR 327: past a few API requests in one turn of the event loop, the rest wait for later turns, so a request
 * already running gets its I/O answers between them instead of after every request that arrived at once.
 */
import Fastify from 'fastify';
import { registerWritesFirst } from '../../../server/db/writesFirst';
import { createFairTurns, registerFairTurns } from '../../../server/http/fairTurns';

/** Admits `reads` requests in one turn while a write takes `steps` steps, one per turn (as its database answers come). */
async function interleave(perTurn: number, reads: number, steps: number): Promise<string[]> {
  const turns = createFairTurns(perTurn);
  const order: string[] = [];
  const admitted = Array.from({ length: reads }, (_, n) => {
    const waiting = turns.admit();
    if (waiting === undefined) {
      order.push(`read ${n}`);
      return Promise.resolve();
    }
    return waiting.then(() => void order.push(`read ${n}`));
  });
  const write = (async () => {
    for (let step = 0; step < steps; step += 1) {
      await new Promise((next) => setImmediate(next));
      order.push(`write ${step}`);
    }
  })();
  await Promise.all([...admitted, write]);
  return order;
}

test('forty requests at once are taken in four at a turn, in the order they came', async () => {
  const order = await interleave(4, 40, 0);
  expect(order).toEqual(Array.from({ length: 40 }, (_, n) => `read ${n}`));
});

test("a write's steps run between the batches, not after every request that arrived at once", async () => {
  const order = await interleave(4, 40, 5);
  // Before the write's first step only the first batches ran, and its five steps are done before the last reads.
  expect(order.indexOf('write 0')).toBeLessThanOrEqual(8);
  expect(order.indexOf('write 4')).toBeLessThan(order.indexOf('read 39'));
});

test('under the limit nothing waits', () => {
  const turns = createFairTurns(8);
  for (let n = 0; n < 8; n += 1) expect(turns.admit()).toBeUndefined();
  expect(turns.admit()).toBeInstanceOf(Promise);
});

test('the count starts again in the next turn', async () => {
  const turns = createFairTurns(2);
  expect(turns.admit()).toBeUndefined();
  expect(turns.admit()).toBeUndefined();
  await new Promise((next) => setImmediate(next));
  expect(turns.admit()).toBeUndefined();
});

test('a request that may write is not held behind the reads that came before it (ADR 397)', async () => {
  const app = Fastify();
  registerWritesFirst(app);
  registerFairTurns(app, 1);
  const order: string[] = [];
  app.get('/api/list/:n', async (request) => {
    order.push(`read ${(request.params as { n: string }).n}`);
    return {};
  });
  app.patch('/api/quiz', async () => {
    order.push('save');
    return {};
  });
  await app.ready();
  const reads = Array.from({ length: 20 }, (_, n) => app.inject({ method: 'GET', url: `/api/list/${n}` }));
  const save = app.inject({ method: 'PATCH', url: '/api/quiz', payload: {} });
  await Promise.all([...reads, save]);
  await app.close();
  // Twenty reads at one a turn: the save, asked last, runs within the first few of them.
  expect(order).toHaveLength(21);
  expect(order.indexOf('save')).toBeLessThan(5);
});
