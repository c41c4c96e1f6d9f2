/**
 * Every request schema of every route bounds what it accepts: a string has a maximum length, a number bounds
 * inside PostgreSQL's int4, an array a maximum size (ADR 106). A new route or field that forgets one fails here.
 */
import * as z from 'zod';
import type { RouteEntry } from '../../../server/http/routeTable';
import { jsonId, text } from '../../../src/domain/shared/fields';
import { partSchema, REQUEST_PARTS, unboundedFields } from './requestSchemas';
import { createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let routes: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeTable;
});
afterAll(() => t.close());

test('the route table holds the API routes with their request schemas', () => {
  expect(routes.length).toBeGreaterThan(40);
  const withSchemas = routes.filter((route) => REQUEST_PARTS.some((part) => partSchema(route, part)));
  expect(withSchemas.length).toBeGreaterThan(30);
});

test('every string, number and array of every request schema is bounded', () => {
  const problems = routes.flatMap((route) =>
    REQUEST_PARTS.flatMap((part) => {
      const schema = partSchema(route, part);
      return schema ? unboundedFields(schema).map((p) => `${route.method} ${route.url} ${part} ${p}`) : [];
    }),
  );
  expect(problems).toEqual([]);
});

describe('the check itself', () => {
  test.each([
    ['a string without a maximum', z.object({ name: z.string() }), ['name: string without a maximum length']],
    ['a number without bounds', z.object({ n: z.number() }), ['n: number without bounds']],
    ['an int beyond int4', z.object({ n: z.number().int() }), [expect.stringContaining('beyond int4')]],
    ['an array without a maximum', z.object({ a: z.array(jsonId) }), ['a: array without a maximum size']],
    [
      'an unbounded item of a bounded array',
      z.array(z.string()).max(3),
      ['[]: string without a maximum length'],
    ],
    ['a record', z.record(z.string(), z.string()), ['(root): record cannot be checked']],
    ['bounded primitives', z.object({ id: jsonId, name: text(10).optional() }), []],
    [
      'a question definition (jsonb) bounds its numbers, beyond int4 if it must',
      z.object({ definition: z.object({ value: z.number().min(-1e15).max(1e15), n: z.number() }) }),
      ['definition.n: number without bounds'],
    ],
    ['a pipe bounded by its output', z.string().trim().pipe(z.string().max(3)), []],
  ])('%s', (_name, schema, expected) => {
    expect(unboundedFields(schema)).toEqual(expected);
  });
});
