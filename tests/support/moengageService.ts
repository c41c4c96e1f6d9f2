/**
 * A MoEngage Data API of our own for the tests, written from MoEngage's public reference of the Bulk Import API
 * (`POST /v1/transition/{Workspace_ID}`, HTTP Basic with the workspace id and the Data API key; a body
 * `{ type: 'transition', elements: [...] }` of `customer`, `device` and `event` elements; 200 `{status: 'success'}`,
 * 400 `{status: 'fail', error: {attribute, message, type}}`, 401 on bad credentials). It checks what it receives as
 * that reference says, keeps the batches it accepted, can be told to answer the next requests otherwise (a 429 with
 * Retry-After, a 5xx), and can go down and come back on the same loopback port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The workspace the browser tests' local MoEngage serves (tests/e2e/globalSetup.ts). */
export const E2E_MOENGAGE = {
  appId: 'SCIVID_E2E',
  apiKey: 'e2e-moengage-data-api-key',
  dataCenter: '03',
} as const;

export interface ReceivedBatch {
  readonly appId: string;
  readonly elements: readonly Record<string, unknown>[];
}

export interface ForcedAnswer {
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body?: unknown;
}

export interface MoengageService {
  /** `MOENGAGE_API_URL` for the console: the host, `{dc}` in the path so the data centre shows. */
  readonly apiUrl: string;
  readonly batches: ReceivedBatch[];
  /** Every request's Authorization header, accepted or not. */
  readonly authorizations: string[];
  /** The next requests get these answers, in order, whatever they hold. */
  answerNext(...answers: ForcedAnswer[]): void;
  /** Stops listening: connections are refused until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const fail = (attribute: string | undefined, message: string, type: string) => ({
  status: 'fail',
  error: { ...(attribute ? { attribute } : {}), message, type, request_id: 'local' },
});

/** The reference's checks of one element; the error of the first that fails. */
function elementError(element: Record<string, unknown>) {
  if (!['customer', 'event', 'device'].includes(element.type as string))
    return fail('type', 'type in elements should be customer/event/device', 'AttributeError');
  if (typeof element.customer_id !== 'string' || element.customer_id === '')
    return fail('customer_id', 'customer_id not found in the payload', 'MissingAttributeError');
  if (element.type === 'event') {
    const actions = element.actions;
    if (!Array.isArray(actions) || actions.length === 0)
      return fail('actions', 'actions cannot be empty', 'MissingAttributeError');
    for (const action of actions as Record<string, unknown>[])
      if (typeof action.action !== 'string' || action.action === '')
        return fail('action', 'action cannot be empty Unicode string', 'MissingAttributeError');
  }
  return undefined;
}

export async function startMoengageService(credentials: {
  appId: string;
  apiKey: string;
  dataCenter?: string;
}): Promise<MoengageService> {
  const batches: ReceivedBatch[] = [];
  const authorizations: string[] = [];
  const forced: ForcedAnswer[] = [];
  const expected = `Basic ${Buffer.from(`${credentials.appId}:${credentials.apiKey}`).toString('base64')}`;
  const dcPath = `/dc-${credentials.dataCenter ?? '01'}`;

  function answer(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = (request.url ?? '').replace(dcPath, '');
    const match = /^\/v1\/transition\/([^/?]+)$/.exec(path);
    if (request.method !== 'POST' || !match || !(request.url ?? '').startsWith(dcPath))
      return answer(response, 404, fail(undefined, 'Not found', 'NotFound'));
    authorizations.push(request.headers.authorization ?? '');
    const next = forced.shift();
    if (next) return answer(response, next.status, next.body ?? { status: 'fail' }, next.headers);
    if (request.headers.authorization !== expected || decodeURIComponent(match[1]!) !== credentials.appId)
      return answer(response, 401, fail(undefined, 'Authentication required', 'Authentication required'));
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return answer(
        response,
        400,
        fail(
          undefined,
          'Could not decode the request body. The JSON was incorrect or not encoded as UTF-8.',
          'Malformed JSON',
        ),
      );
    }
    if (body.type !== 'transition')
      return answer(response, 400, fail('type', 'type should be transition', 'AttributeError'));
    const elements = body.elements;
    if (!Array.isArray(elements) || elements.length === 0)
      return answer(
        response,
        400,
        fail('elements', 'elements cannot be empty array', 'MissingAttributeError'),
      );
    if (Buffer.concat(chunks).length > 100 * 1024)
      return answer(response, 413, fail(undefined, 'Payload larger than 100 KB', 'PayloadTooLarge'));
    for (const element of elements as Record<string, unknown>[]) {
      const error = elementError(element);
      if (error) return answer(response, 400, error);
    }
    batches.push({ appId: credentials.appId, elements: elements as Record<string, unknown>[] });
    return answer(response, 200, {
      status: 'success',
      message: 'Your request has been accepted and will be processed soon.',
    });
  }

  let server: Server | undefined;
  let port = 0;
  async function up() {
    const listening = createServer((request, response) => {
      handle(request, response).catch(() => answer(response, 500, { status: 'fail' }));
    });
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    port = (listening.address() as AddressInfo).port;
    server = listening;
  }
  async function down() {
    const current = server;
    server = undefined;
    if (!current) return;
    current.closeAllConnections();
    await new Promise<void>((resolve) => current.close(() => resolve()));
  }
  await up();
  return {
    apiUrl: `http://127.0.0.1:${port}/dc-{dc}`,
    batches,
    authorizations,
    answerNext: (...answers) => void forced.push(...answers),
    down,
    up,
    close: down,
  };
}
