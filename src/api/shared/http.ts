/**
 * The one fetch wrapper (STYLE 8): bearer token, JSON, unwraps `content`, typed ApiError.
 * Before sending a token about to lapse, or on a 401, it asks the session for a refreshed token through the injected
 * `refresh` function; parallel 401s share one refresh promise and each request retries once. It never navigates,
 * shows toasts or stores tokens itself.
 */
import type * as z from 'zod';
import { ErrorContentSchema } from './envelope';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  /** The error's `content` as the server sent it, for a caller whose route says more (an import's report). */
  readonly content: unknown;

  /**
   * The answer gave no reason of its own (an HTTP status without the server's message): the message is only the
   * status, and `messageOf` says the screen's words instead (SPEC's 'Unable to share Class', 'Oops, something went
   * wrong').
   */
  readonly reasonless: boolean;

  constructor(
    status: number,
    message: string,
    errors?: Record<string, string[]>,
    content?: unknown,
    reasonless = false,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.content = content;
    this.reasonless = reasonless;
  }

  /** A failure that says only its HTTP status. */
  static bare(status: number, statusText = ''): ApiError {
    return new ApiError(
      status,
      statusText || `Request failed with status ${status}`,
      undefined,
      undefined,
      true,
    );
  }
}

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';

export interface HttpClientOptions {
  /** Origin and path prepended to every request path, '' for the same origin. */
  readonly baseUrl: string;
  /** The current access token, or null when signed out. */
  readonly getAccessToken: () => string | null;
  /** Obtains a fresh access token after a 401, or null when the session cannot be refreshed. */
  readonly refresh: () => Promise<string | null>;
  /**
   * The token is about to lapse: refreshed before the request leaves instead of after its 401 (which the browser
   * logs as a failed request). Without it, only a 401 refreshes.
   */
  readonly needsRenewal?: (accessToken: string) => boolean;
  readonly fetch?: typeof fetch;
}

export interface RequestOptions<T> {
  readonly method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  readonly body?: unknown;
  readonly query?: Record<string, string | number | boolean | undefined>;
  /** Parses the unwrapped `content`; without it the content is returned as unknown. */
  readonly schema?: z.ZodType<T>;
  readonly signal?: AbortSignal;
  /** Skip the bearer token and the refresh (sign-in, refresh and registration calls). */
  readonly anonymous?: boolean;
  /** The request outlives the page (sent while it closes, ADR 166). */
  readonly keepalive?: boolean;
}

/** Bytes of a download received so far, and its size when the server sends Content-Length (ADR 174). */
export type DownloadProgress = (received: number, total: number | null) => void;

export interface HttpClient {
  /** Origin and path prepended to every request path ('' or absent: the same origin); uploads use it too. */
  readonly baseUrl?: string;
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** Downloads a file (blob) with the same auth and refresh rules. */
  download(
    path: string,
    options?: Omit<RequestOptions<Blob>, 'schema'> & { readonly onProgress?: DownloadProgress },
  ): Promise<{ blob: Blob; fileName: string | null }>;
  /** A streamed answer's lines of text as they arrive (NDJSON), with the same auth and refresh rules. */
  lines(path: string, options?: Omit<RequestOptions<unknown>, 'schema'>): AsyncIterable<string>;
}

function buildUrl(baseUrl: string, path: string, query?: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const raw = (body as { content?: unknown } | null)?.content;
  const content = ErrorContentSchema.safeParse(raw);
  if (content.success) return new ApiError(response.status, content.data.message, content.data.errors, raw);
  return ApiError.bare(response.status, response.statusText);
}

function fileNameFrom(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/** Reads a response body chunk by chunk, reporting the bytes received (ADR 174). */
async function readCounting(
  response: Response,
  body: ReadableStream<Uint8Array>,
  onProgress: DownloadProgress,
): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  // A compressed body's Content-Length counts the bytes on the wire, not the ones read here.
  const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
  const total = !encoded && Number.isSafeInteger(length) && length > 0 ? length : null;
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refreshing: Promise<string | null> | null = null;

  /** One refresh for every 401 that arrives while it runs. */
  function sharedRefresh(): Promise<string | null> {
    refreshing ??= options.refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function send(path: string, request: RequestOptions<unknown>, accept: string): Promise<Response> {
    const attempt = async (token: string | null): Promise<Response> => {
      const headers: Record<string, string> = { Accept: accept };
      const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
      if (request.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      try {
        return await doFetch(buildUrl(options.baseUrl, path, request.query), {
          method: request.method ?? 'GET',
          headers,
          body:
            request.body === undefined
              ? undefined
              : isForm
                ? (request.body as FormData)
                : JSON.stringify(request.body),
          signal: request.signal,
          ...(request.keepalive ? { keepalive: true } : {}),
        });
      } catch (error) {
        // An abort is the caller's decision, not a network failure, whatever the reason or realm of its error.
        if (request.signal?.aborted || (error as { name?: unknown } | null)?.name === 'AbortError')
          throw error;
        throw new ApiError(0, NETWORK_ERROR_MESSAGE);
      }
    };

    if (request.anonymous) return attempt(null);
    const sent = options.getAccessToken();
    // A token about to lapse is renewed first (one refresh for every request that finds it so). When the session
    // cannot be renewed (it has ended, and the session already knows), the request goes as it was and its answer,
    // a 401, is the caller's.
    if (sent && options.needsRenewal?.(sent)) return attempt((await sharedRefresh()) ?? sent);
    const response = await attempt(sent);
    if (response.status !== 401) return response;
    // A 401 for a token that a refresh has meanwhile replaced only needs the retry, not another refresh.
    const current = options.getAccessToken();
    const fresh = current && current !== sent ? current : await sharedRefresh();
    if (!fresh) return response;
    return attempt(fresh);
  }

  return {
    baseUrl: options.baseUrl,
    async request<T>(path: string, request: RequestOptions<T> = {}): Promise<T> {
      const response = await send(path, request, 'application/json');
      if (!response.ok) throw await toApiError(response);
      if (response.status === 204) return undefined as T;
      const body = (await response.json()) as { content?: unknown };
      return request.schema ? request.schema.parse(body.content) : (body.content as T);
    },
    async *lines(path, request = {}) {
      const response = await send(path, request, 'application/x-ndjson, application/json');
      if (!response.ok) throw await toApiError(response);
      if (!response.body) return;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffered += value;
          const lines = buffered.split('\n');
          buffered = lines.pop()!;
          for (const line of lines) if (line.trim() !== '') yield line;
        }
        if (buffered.trim() !== '') yield buffered;
      } catch (error) {
        if (request.signal?.aborted) throw error;
        throw new ApiError(0, NETWORK_ERROR_MESSAGE);
      } finally {
        reader.releaseLock();
      }
    },
    async download(path, request = {}) {
      const response = await send(path, request, '*/*');
      if (!response.ok) throw await toApiError(response);
      const fileName = fileNameFrom(response);
      if (!request.onProgress || !response.body) return { blob: await response.blob(), fileName };
      return { blob: await readCounting(response, response.body, request.onProgress), fileName };
    },
  };
}
