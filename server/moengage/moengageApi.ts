/**
 * MoEngage's Data API as the connection uses it (ADR 347): the Bulk Import API, `POST {host}/v1/transition/{app id}`
 * with HTTP Basic authentication (the workspace id as user, the Data API key as password) and a body
 * `{ type: 'transition', elements: [...] }` of `customer` and `event` elements. What comes back is reduced to its
 * status, its Retry-After and a short excerpt with the key taken out, so nothing that holds the key is ever kept,
 * logged or shown.
 */
import { createHmac } from 'node:crypto';
import { moengageApiHost, type MoengageDataCenter } from '../../src/domain/moengage/moengageSettings';
import { MOENGAGE_EXCERPT_MAX } from '../../src/domain/moengage/moengageDeliveries';
import type { OutboxEvent } from '../repositories/moengage/moengageOutbox';

const REQUEST_TIMEOUT_MS = 10_000;

export interface MoengageConnection {
  readonly apiUrl: string;
  readonly dataCenter: MoengageDataCenter;
  readonly appId: string;
  readonly apiKey: string;
}

/** What MoEngage answered: a status (null when it could not be reached), Retry-After and a short excerpt. */
export interface MoengageAnswer {
  readonly status: number | null;
  readonly retryAfter: string | null;
  readonly excerpt: string;
}

/** The customer id of a person: an opaque keyed hash of the e-mail, or the e-mail when the settings say so. */
export function customerIdOf(email: string, salt: string, emailAsCustomerId: boolean): string {
  if (emailAsCustomerId) return email;
  return `c_${createHmac('sha256', salt).update(email).digest('hex').slice(0, 32)}`;
}

/** The elements of one batch: each person once as a customer, then their events in order, as one event element. */
export function transitionElements(
  events: readonly OutboxEvent[],
  customerId: (email: string) => string,
): unknown[] {
  const byCustomer = new Map<string, OutboxEvent[]>();
  for (const event of events) {
    const id = customerId(event.subjectEmail);
    byCustomer.set(id, [...(byCustomer.get(id) ?? []), event]);
  }
  const customers = [...byCustomer.keys()].map((customer_id) => ({
    type: 'customer',
    customer_id,
    attributes: { platforms: [{ platform: 'web', active: 'true' }] },
  }));
  const actions = [...byCustomer].map(([customer_id, list]) => ({
    type: 'event',
    customer_id,
    actions: list.map((event) => ({
      action: event.action,
      attributes: event.attributes,
      platform: 'web',
      current_time: event.occurredAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    })),
  }));
  return [...customers, ...actions];
}

function excerptOf(body: string, apiKey: string): string {
  const clean = apiKey ? body.split(apiKey).join('…') : body;
  return clean.replace(/\s+/g, ' ').trim().slice(0, MOENGAGE_EXCERPT_MAX);
}

/** Why a request never got an answer, in a few words (e.g. "ECONNREFUSED"). */
function failureOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code) return cause.code;
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  return 'no answer';
}

/** Posts one transition batch; never throws for what the network or MoEngage did. */
export async function postTransition(
  connection: MoengageConnection,
  elements: readonly unknown[],
): Promise<MoengageAnswer> {
  const host = moengageApiHost(connection.apiUrl, connection.dataCenter);
  const url = `${host}/v1/transition/${encodeURIComponent(connection.appId)}`;
  const basic = Buffer.from(`${connection.appId}:${connection.apiKey}`).toString('base64');
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'transition', elements }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text().catch(() => '');
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      excerpt: excerptOf(body, connection.apiKey),
    };
  } catch (error) {
    return { status: null, retryAfter: null, excerpt: failureOf(error) };
  }
}

/**
 * Test connection: the batch of no elements. MoEngage checks the credentials first: a 401 or 403 refuses the key;
 * with good ones the documented answer is a 400 naming `elements` (it cannot be empty), so that, like any 2xx,
 * counts as connected, and nothing is created in the workspace.
 */
export async function testMoengage(
  connection: MoengageConnection,
): Promise<MoengageAnswer & { ok: boolean }> {
  const answer = await postTransition(connection, []);
  const ok =
    answer.status !== null &&
    ((answer.status >= 200 && answer.status < 300) ||
      (answer.status === 400 && answer.excerpt.includes('elements')));
  return { ...answer, ok };
}
