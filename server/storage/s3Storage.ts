/**
 * Files in a bucket of an S3-compatible object store (AWS S3, MinIO, Ceph, R2…), through its REST API: requests
 * signed with AWS Signature V4 by aws4fetch and sent with Node's fetch. Served files stream from the store
 * through the server (ADR 159).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import {
  checkStorageKey,
  contentTypeOf,
  StorageUnavailableError,
  type ByteRange,
  type LocalFile,
  type Storage,
  type StorageSettings,
  type StoredFileInfo,
} from './storage';

type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

/** How long the store may take to answer an upload, which it answers once the body has arrived. */
export const ANSWER_TIMEOUT_MS = 30_000;
/**
 * How long it may take to start answering a request without a body (a read, a stat, a delete): a bucket that
 * accepts connections and says nothing is out, and the request it holds gets its 503 in seconds, not half a minute.
 */
export const FIRST_BYTE_TIMEOUT_MS = 5_000;

/** The payload's hash is signed too, so the store refuses bytes changed on the way. */
const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export class StorageRequestError extends Error {
  constructor(
    readonly method: string,
    readonly status: number,
  ) {
    super(`Object store answered ${status} to ${method}`);
    this.name = 'StorageRequestError';
  }
}

/** The file's SHA-256, read as a stream: the signed hash of a streamed upload. */
async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * PUTs a file's bytes from the disk with its length known (an object store refuses a chunked upload). Node's own
 * client, not fetch: fetch sends a streamed body chunked. Answers the status; no answer at all is the store's outage.
 */
function streamedPut(url: string, signed: Headers, file: LocalFile): Promise<number> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers: Record<string, string> = { 'content-length': String(file.size) };
  signed.forEach((value, name) => {
    headers[name] = value;
  });
  return new Promise((resolve, reject) => {
    const unavailable = (error: unknown) =>
      reject(new StorageUnavailableError('PUT got no answer', { cause: error }));
    const request = send(target, { method: 'PUT', headers, timeout: ANSWER_TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', unavailable);
    });
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', unavailable);
    pipeline(createReadStream(file.path), request).catch(unavailable);
  });
}

export function s3Storage(settings: S3Settings): Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: 2,
  });
  const endpoint = new URL(settings.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const urlOf = (key: string) => {
    const path = checkStorageKey(key).split('/').map(encodeURIComponent).join('/');
    return settings.forcePathStyle
      ? `${endpoint.origin}${basePath}/${settings.bucket}/${path}`
      : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${basePath}/${path}`;
  };

  /** Sends one signed request; `expected` statuses come back, 404 as undefined, anything else throws. */
  const send = async (
    method: string,
    key: string,
    init: { readonly body?: Uint8Array; readonly headers?: Record<string, string> } = {},
  ): Promise<Response | undefined> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), init.body ? ANSWER_TIMEOUT_MS : FIRST_BYTE_TIMEOUT_MS);
    try {
      const url = urlOf(key);
      let response: Response;
      try {
        response = await client.fetch(url, {
          method,
          headers: init.headers ?? {},
          // Uploads are plain (not shared) buffers, which is what fetch takes.
          ...(init.body ? { body: init.body as Uint8Array<ArrayBuffer> } : {}),
          signal: controller.signal,
        });
      } catch (error) {
        // No answer at all (refused, reset, timed out): the bucket is out, not the request wrong (ADR 254).
        throw new StorageUnavailableError(`${method} got no answer`, { cause: error });
      }
      if (response.ok) return response;
      await response.body?.cancel();
      if (response.status === 404) return undefined;
      if (response.status >= 500)
        throw new StorageUnavailableError(`${method} answered ${response.status}`, {
          cause: new StorageRequestError(method, response.status),
        });
      throw new StorageRequestError(method, response.status);
    } finally {
      clearTimeout(timer);
    }
  };

  const sizeOf = (response: Response): number => {
    const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
    return Number(total ?? response.headers.get('content-length') ?? 0);
  };
  /** The object's entity tag and modification time, as the store answers them. */
  const validatorsOf = (response: Response): Pick<StoredFileInfo, 'etag' | 'lastModified'> => {
    const etag = response.headers.get('etag') ?? undefined;
    const modified = Date.parse(response.headers.get('last-modified') ?? '');
    return {
      ...(etag ? { etag: etag.startsWith('"') || etag.startsWith('W/') ? etag : `"${etag}"` } : {}),
      ...(Number.isFinite(modified) ? { lastModified: new Date(modified) } : {}),
    };
  };

  return {
    async put(key, bytes, contentType) {
      await send('PUT', key, {
        body: bytes,
        headers: { 'content-type': contentType, 'x-amz-content-sha256': sha256Hex(bytes) },
      });
    },

    async putFile(key, file, contentType) {
      const hash = await sha256OfFile(file.path);
      const url = urlOf(key);
      const signed = await client.sign(url, {
        method: 'PUT',
        headers: { 'content-type': contentType, 'x-amz-content-sha256': hash },
      });
      const status = await streamedPut(url, signed.headers, file);
      if (status >= 200 && status < 300) return;
      if (status >= 500)
        throw new StorageUnavailableError(`PUT answered ${status}`, {
          cause: new StorageRequestError('PUT', status),
        });
      throw new StorageRequestError('PUT', status);
    },

    async get(key, range?: ByteRange) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const response = await send('GET', key, { headers });
      if (!response?.body) return undefined;
      return {
        body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        contentType: response.headers.get('content-type') ?? contentTypeOf(key),
        size: sizeOf(response),
        ...validatorsOf(response),
      };
    },

    async read(key) {
      const response = await send('GET', key);
      return response ? new Uint8Array(await response.arrayBuffer()) : undefined;
    },

    async stat(key) {
      const response = await send('HEAD', key);
      if (!response) return undefined;
      return {
        contentType: response.headers.get('content-type') ?? contentTypeOf(key),
        size: sizeOf(response),
        ...validatorsOf(response),
      };
    },

    async delete(key) {
      // S3 answers 204 whether or not the object was there.
      await send('DELETE', key);
    },
  };
}
