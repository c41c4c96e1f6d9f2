/** The XMLHttpRequest upload: progress events, cancelling through the signal, and errors as ApiError. */
import * as z from 'zod';
import { ApiError, createHttpClient, NETWORK_ERROR_MESSAGE } from '../../../src/api/shared/http';
import {
  uploadAuthFor,
  uploadFile,
  type UploadAuth,
  type UploadProgress,
} from '../../../src/api/shared/upload';

/** A fake XMLHttpRequest: records what the upload does and lets the test drive the browser's side. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  responseType = '';
  status = 0;
  response: unknown = null;
  aborted = 0;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  /** Like the browser: abort() fires the abort event. */
  abort() {
    this.aborted += 1;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const auth: UploadAuth = { baseUrl: 'https://api.test', accessToken: () => 'token-1', renew: async () => {} };
const Uploaded = z.object({ id: z.number(), videoUrl: z.string() });
const file = new Blob(['x'.repeat(1000)], { type: 'video/mp4' });

/** The request the upload has just opened (the fake's sends are synchronous with the call). */
async function current(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.all.length).toBeGreaterThan(0));
  return FakeXhr.all.at(-1)!;
}

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

test('posts the file as multipart field "file" with the bearer token and reports progress as it goes', async () => {
  const seen: UploadProgress[] = [];
  const done = uploadFile(auth, '/api/admin/sponsor/7/add_file/video', {
    file,
    fileName: 'promo.mp4',
    schema: Uploaded,
    onProgress: (progress) => seen.push(progress),
  });
  const xhr = await current();
  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('https://api.test/api/admin/sponsor/7/add_file/video');
  expect(xhr.headers.Authorization).toBe('Bearer token-1');
  const sent = (xhr.body as FormData).get('file') as File;
  expect(sent.name).toBe('promo.mp4');
  expect(sent.size).toBe(1000);

  xhr.progress(250, 1000);
  xhr.progress(600, 1000);
  // Without a computable length the file's own size is the total.
  xhr.progress(900, 0, false);
  expect(seen).toEqual([
    { loaded: 250, total: 1000 },
    { loaded: 600, total: 1000 },
    { loaded: 900, total: 1000 },
  ]);
  xhr.respond(200, { content: { id: 7, videoUrl: '/media/promo.mp4' } });
  await expect(done).resolves.toEqual({ id: 7, videoUrl: '/media/promo.mp4' });
});

test('aborting the signal aborts the request and rejects with an AbortError', async () => {
  const controller = new AbortController();
  const done = uploadFile(auth, '/api/admin/sponsor/7/add_file/video', {
    file,
    fileName: 'promo.mp4',
    schema: Uploaded,
    signal: controller.signal,
  });
  const xhr = await current();
  xhr.progress(100, 1000);
  controller.abort();
  expect(xhr.aborted).toBe(1);
  await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  await expect(done).rejects.not.toBeInstanceOf(ApiError);
});

test('an already aborted signal sends nothing', async () => {
  const controller = new AbortController();
  controller.abort();
  await expect(
    uploadFile(auth, '/x', { file, fileName: 'a.mp4', schema: Uploaded, signal: controller.signal }),
  ).rejects.toMatchObject({ name: 'AbortError' });
  expect(FakeXhr.all).toHaveLength(0);
});

test("a refused upload is an ApiError with the server's status, message and errors", async () => {
  const done = uploadFile(auth, '/api/admin/sponsor/7/add_file/video', {
    file,
    fileName: 'big.mp4',
    schema: Uploaded,
  });
  const message = 'File size limit exceeded (2 MB). Please reduce and try again.';
  (await current()).respond(400, { content: { message, errors: { file: [message] } } });
  const error = await done.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400, message, errors: { file: [message] } });
});

test('a response without a message still rejects with its status; a network error is the network message', async () => {
  const bare = uploadFile(auth, '/x', { file, fileName: 'a.mp4', schema: Uploaded });
  (await current()).respond(502, null);
  await expect(bare).rejects.toMatchObject({ status: 502, message: 'Request failed with status 502' });

  FakeXhr.all = [];
  const offline = uploadFile(auth, '/x', { file, fileName: 'a.mp4', schema: Uploaded });
  (await current()).onerror?.();
  const error = await offline.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
});

test('a 401 renews the session once and sends the file again', async () => {
  let token = 'old';
  const renew = vi.fn(async () => {
    token = 'new';
  });
  const done = uploadFile({ baseUrl: '', accessToken: () => token, renew }, '/x', {
    file,
    fileName: 'a.mp4',
    schema: Uploaded,
  });
  (await current()).respond(401, { content: { message: 'Unauthorized' } });
  await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(2));
  expect(FakeXhr.all[1]!.headers.Authorization).toBe('Bearer new');
  FakeXhr.all[1]!.respond(200, { content: { id: 1, videoUrl: '/v.mp4' } });
  await expect(done).resolves.toEqual({ id: 1, videoUrl: '/v.mp4' });
  expect(renew).toHaveBeenCalledTimes(1);
});

test('an upload goes to the API address the console is configured with, like every other request', async () => {
  const http = createHttpClient({
    baseUrl: 'https://api.elsewhere.test',
    getAccessToken: () => 'token-1',
    refresh: async () => null,
  });
  void uploadFile(uploadAuthFor(http), '/api/admin/sponsor/7/add_file/logo', {
    file,
    fileName: 'logo.png',
    schema: Uploaded,
  }).catch(() => {});
  expect((await current()).url).toBe('https://api.elsewhere.test/api/admin/sponsor/7/add_file/logo');
});
