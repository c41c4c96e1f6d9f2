import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod';
import { envelope } from '../../../src/api/shared/envelope';
import { QuizListResponseSchema } from '../../../src/api/quiz/lists/quizListsContract';
import { QuizListItemSchema } from '../../../src/domain/quiz/quiz';
import { serializerCompiler } from '../../../server/http/serializer';
import { storedQuiz } from '../../support/quizFixtures';

/** A bare app with the server's serializer compiler and one route answering `answer` under `schema`. */
async function appAnswering(schema: z.ZodType, answer: unknown): Promise<FastifyInstance> {
  const app = Fastify();
  app.setSerializerCompiler(serializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => answer);
  await app.ready();
  return app;
}

const listRow = (extra: Record<string, unknown> = {}) => {
  const { activities: _activities, ...quiz } = storedQuiz({ id: 7, title: 'Cell biology' });
  return { ...quiz, actions: ['view', 'edit'], ...extra };
};

const navigation = {
  page: 1,
  total_items: 1,
  total_pages: 1,
  items_on_page: 1,
  items_per_page: 20,
  more: false,
};

test('a list response does not carry a column its contract does not name', async () => {
  const row = listRow({ password_hash: '$argon2id$secret', owner_user_id: 3 });
  const app = await appAnswering(envelope(QuizListResponseSchema), {
    content: { result: [row], navigation, debug: 'internal' },
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toContain('argon2id');
  const body = response.json();
  expect(Object.keys(body.content).sort()).toEqual(['navigation', 'result']);
  expect(Object.keys(body.content.result[0]).sort()).toEqual(Object.keys(listRow()).sort());
  expect(QuizListItemSchema.parse(body.content.result[0])).toEqual(listRow());
});

test('nested nullable objects and unions keep their own fields only', async () => {
  const schema = z.object({
    owner: z.object({ email: z.string() }).nullable(),
    shape: z.union([
      z.object({ kind: z.literal('circle'), radius: z.number() }),
      z.object({ kind: z.literal('square'), side: z.number() }),
    ]),
  });
  const app = await appAnswering(schema, {
    owner: { email: 'a@b.test', token: 'secret' },
    shape: { kind: 'square', side: 2, token: 'secret' },
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  expect(response.json()).toEqual({ owner: { email: 'a@b.test' }, shape: { kind: 'square', side: 2 } });
  const nulls = await appAnswering(schema, { owner: null, shape: { kind: 'circle', radius: 1 } });
  expect((await nulls.inject({ method: 'GET', url: '/' })).json()).toEqual({
    owner: null,
    shape: { kind: 'circle', radius: 1 },
  });
});

test('a missing property with a default is written with it', async () => {
  const app = await appAnswering(z.object({ items: z.array(z.string()).default([]) }), {});
  expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ items: [] });
});

test('a schema JSON Schema cannot express (a date object) is still written through zod', async () => {
  const app = await appAnswering(z.object({ when: z.date() }), { when: new Date(1_000), hidden: true });
  const response = await app.inject({ method: 'GET', url: '/' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ when: '1970-01-01T00:00:01.000Z' });
});
