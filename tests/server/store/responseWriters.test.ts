/**
 * A route's response writer is compiled ahead of its first answer once the server listens (ADR 403): compiling one,
 * with the validators that pick a union's branch, holds every other request of the process for tens of
 * milliseconds, and a fresh process's first saves under load each paid it.
 */
import Ajv from 'ajv';
import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod';
import { createResponseWriters } from '../../../server/http/serializer';

/** A response with a union fast-json-stringify picks a branch of by validating: each test its own schema objects. */
const unionSchema = () =>
  z.object({
    shapes: z.array(
      z.union([
        z.object({ kind: z.literal('circle'), radius: z.number(), label: z.string().optional() }),
        z.object({ kind: z.literal('square'), side: z.number(), corners: z.array(z.number()) }),
      ]),
    ),
  });

async function appWith(routes: number): Promise<{ app: FastifyInstance; warm: () => Promise<number> }> {
  const writers = createResponseWriters();
  const app = Fastify();
  app.setSerializerCompiler(writers.compiler);
  for (let n = 0; n < routes; n += 1) {
    app.get(`/shapes/${n}`, { schema: { response: { 200: unionSchema() } } }, async () => ({
      shapes: [
        { kind: 'square', side: 2, corners: [1, 2, 3, 4], secret: 'x' },
        { kind: 'circle', radius: 1 },
      ],
    }));
  }
  await app.ready();
  return { app, warm: writers.warm };
}

afterEach(() => {
  vi.restoreAllMocks();
});

test('once warmed, a route answers its first request without compiling anything', async () => {
  const { app, warm } = await appWith(2);
  const compiles = vi.spyOn(
    Ajv.prototype as unknown as { _compileSchemaEnv: () => unknown },
    '_compileSchemaEnv',
  );
  expect(await warm()).toBe(2);
  // The union's branch validators are compiled with the writer, not on the answer that reaches each branch.
  expect(compiles.mock.calls.length).toBeGreaterThan(0);
  compiles.mockClear();
  const response = await app.inject({ method: 'GET', url: '/shapes/1' });
  expect(compiles).not.toHaveBeenCalled();
  expect(response.json()).toEqual({
    shapes: [
      { kind: 'square', side: 2, corners: [1, 2, 3, 4] },
      { kind: 'circle', radius: 1 },
    ],
  });
  expect(await warm()).toBe(0);
  await app.close();
});

test('warming compiles one writer per turn of the event loop, and skips one its route already compiled', async () => {
  const { app, warm } = await appWith(3);
  await app.inject({ method: 'GET', url: '/shapes/0' });
  const turns: string[] = [];
  const warming = warm().then((compiled) => turns.push(`warmed ${compiled}`));
  // Work queued meanwhile runs between two compilations, not after all of them.
  setImmediate(() => setImmediate(() => turns.push('other work')));
  await warming;
  expect(turns).toEqual(['other work', 'warmed 2']);
  await app.close();
});
