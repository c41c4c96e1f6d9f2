/**
 * MoEngage's "a grant ending soon" and "an instructor's first quiz" (ADR 347, 355), against the local MoEngage Data
 * API: the daily scan sends one event per instructor of the institution once its grant enters its last 30 days, once
 * per grant and end date (a renewal that moves the end sends it again), with the mapped attributes only; it runs only
 * while the connection is on. A quiz's owner's first quiz is one event; the second is none.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createServerWorker, type ServerWorker } from '../../../server/jobs/serverWorker';
import { MOENGAGE_GRANTS_ENDING_JOB } from '../../../server/moengage/grantEndingNotices';
import { MOENGAGE_PATHS } from '../../../src/api/moengage/moengageContract';
import { startMoengageService, type MoengageService } from '../../support/moengageService';
import { bearer, call, createTestApp, type TestApp } from '../testApp';
import { createQuiz, insertClip } from '../take/takeFixtures';
import { sql } from 'kysely';

const APP_ID = 'SCIVID_GRANTS';
const API_KEY = 'mo-key-grants-7c1e5b2d4a6c8e0f1a3b5c7d9e1f3f9a';
const DAY_MS = 86_400_000;

let service: MoengageService;
let t: TestApp;
let worker: ServerWorker;
let institutionId: number;
let productIds: number[];

beforeAll(async () => {
  service = await startMoengageService({ appId: APP_ID, apiKey: API_KEY, dataCenter: '03' });
  t = await createTestApp({ env: { MOENGAGE_API_URL: service.apiUrl } });
  worker = createServerWorker(t.db, t.config, t.clock.now);
  const institution = await t.db
    .insertInto('institutions')
    .values({ title: 'Ending College' })
    .returning('id')
    .executeTakeFirstOrThrow();
  institutionId = institution.id;
  // Two instructors and one administrator of the institution.
  await t.db
    .updateTable('users')
    .set({ institution_id: institutionId })
    .where('email', 'in', ['cs@demo.test', 'lti@demo.test', 'admin@demo.test'])
    .execute();
  const products = await t.db
    .insertInto('products')
    .values(
      ['Core', 'Lab Manual'].map((name) => ({
        name,
        features: sql`'{classes}'::text[]`,
        lines: sql`'{core}'::text[]`,
      })) as never,
    )
    .returning('id')
    .execute();
  productIds = products.map((row) => row.id);
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await t?.close();
  await service?.close();
});

beforeEach(async () => {
  await worker.runUntilIdle();
  service.batches.length = 0;
});

/** A day boundary `days` from the test clock's today, as grants store them. */
const dayFrom = (days: number) => new Date((Math.floor(t.clock.now().getTime() / DAY_MS) + days) * DAY_MS);

async function grantEnding(inDays: number, productId: number) {
  const { id } = await t.db
    .insertInto('product_grants')
    .values({
      institution_id: institutionId,
      product_id: productId,
      starts_at: dayFrom(-100),
      ends_at: dayFrom(inDays),
      seats: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function turnOn(enabled = true) {
  const auth = bearer(await t.signIn('super@demo.test'));
  const current = (await call(t.app, { method: 'GET', url: MOENGAGE_PATHS.settings, headers: auth })).body
    .content.settings;
  const saved = await call(t.app, {
    method: 'PUT',
    url: MOENGAGE_PATHS.settings,
    headers: auth,
    payload: {
      dataCenter: '03',
      appId: APP_ID,
      enabled,
      emailAsCustomerId: false,
      ...(current ? {} : { apiKey: API_KEY }),
      version: current?.version ?? 0,
    },
  });
  expect(saved.status).toBe(200);
}

const sentActions = (name: string) =>
  service.batches
    .flatMap((batch) => batch.elements)
    .filter((element) => element.type === 'event')
    .flatMap((element) =>
      (element.actions as { action: string; attributes: Record<string, unknown> }[])
        .filter((action) => action.action === name)
        .map((action) => ({ customer: element.customer_id as string, attributes: action.attributes })),
    );

const waiting = async () => (await t.db.selectFrom('moengage_outbox').select('id').execute()).length;

/** A day later, the scan and the delivery run; a batch a loaded machine answered late goes on its retry. */
async function nextDay() {
  t.clock.advance(DAY_MS);
  await worker.runUntilIdle();
  for (let tries = 0; tries < 4 && (await waiting()) > 0; tries++) {
    t.clock.advance(30 * 60_000);
    await worker.runUntilIdle();
  }
}

const scansWaiting = async () =>
  (
    await t.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', MOENGAGE_GRANTS_ENDING_JOB)
      .where('status', '=', 'pending')
      .execute()
  ).length;

describe('a grant ending soon', () => {
  let soon: number;
  let later: number;

  test('with the connection off, no scan is queued', async () => {
    soon = await grantEnding(20, productIds[0]!);
    later = await grantEnding(45, productIds[1]!);
    await nextDay();
    expect(await scansWaiting()).toBe(0);
    expect(sentActions('Grant Ending Soon')).toEqual([]);
  });

  test('a grant in its last 30 days is one event per instructor of its institution, with the mapped attributes only', async () => {
    await turnOn();
    await worker.runUntilIdle();
    const sent = sentActions('Grant Ending Soon');
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((one) => one.customer)).size).toBe(2);
    const ends = await t.db
      .selectFrom('product_grants')
      .select('ends_at')
      .where('id', '=', soon)
      .executeTakeFirstOrThrow();
    for (const one of sent) {
      expect(one.customer).toMatch(/^c_[0-9a-f]{32}$/);
      expect(one.attributes).toEqual({
        grant_id: soon,
        institution_id: institutionId,
        product: 'Core',
        last_day: new Date(ends.ends_at.getTime() - DAY_MS).toISOString().slice(0, 10),
        days_left: Math.ceil((ends.ends_at.getTime() - t.clock.now().getTime()) / DAY_MS),
      });
    }
    expect(JSON.stringify(service.batches)).not.toContain('@');
    expect(await scansWaiting()).toBe(1);
  });

  test('the next days send it no more; the later grant goes once it enters its last 30 days', async () => {
    await nextDay();
    expect(sentActions('Grant Ending Soon')).toEqual([]);
    for (let day = 0; day < 16; day++) await nextDay();
    const sent = sentActions('Grant Ending Soon');
    expect(sent.map((one) => one.attributes.grant_id)).toEqual([later, later]);
  });

  test('a renewal that moves the end sends it again when the new end is near', async () => {
    await t.db
      .updateTable('product_grants')
      .set({ ends_at: dayFrom(25) })
      .where('id', '=', soon)
      .execute();
    await nextDay();
    const sent = sentActions('Grant Ending Soon');
    expect(sent.map((one) => one.attributes.grant_id)).toEqual([soon, soon]);
  });

  test('turned off, the scan stops and queues no next day', async () => {
    await turnOn(false);
    await t.db
      .updateTable('product_grants')
      .set({ ends_at: dayFrom(10) })
      .where('id', '=', soon)
      .execute();
    await nextDay();
    expect(sentActions('Grant Ending Soon')).toEqual([]);
    expect(await scansWaiting()).toBe(0);
    await turnOn();
  });
});

describe("an instructor's first quiz", () => {
  test('the first quiz of its owner is one event with the mapped attributes; the second is none', async () => {
    const clip = await insertClip(t);
    const first = await createQuiz(t, clip);
    await createQuiz(t, clip, { title: 'Second check' });
    await worker.runUntilIdle();
    const sent = sentActions('First Quiz Created');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attributes).toEqual({ quiz_id: first.id, quiz_kind: 'user' });
  });
});
