/**
 * File uploads with progress and abort (SPEC section 4: "upload (with progress and abort)"). fetch cannot report
 * upload progress, so this is XMLHttpRequest with the same rules as http.ts: the bearer token, the `{content}`
 * envelope, a typed ApiError, and on a 401 one renewal through the http client (whose shared refresh answers it)
 * and one retry.
 */
import type * as z from 'zod';
import { AUTH_PATHS } from '../session/authContract';
import { ErrorContentSchema } from './envelope';
import { ApiError, NETWORK_ERROR_MESSAGE, type HttpClient } from './http';
import { readCookie, tokenCookieName } from '../session/tokenCookie';

export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

export interface UploadAuth {
  /** Origin and path prepended to the request path, '' for the same origin. */
  readonly baseUrl: string;
  readonly accessToken: () => string | null;
  /** Makes the session renew its token (the http client refreshes on the 401 it meets). */
  readonly renew: () => Promise<void>;
}

export interface UploadOptions<T> {
  readonly file: Blob;
  readonly fileName: string;
  readonly schema: z.ZodType<T>;
  readonly onProgress?: (progress: UploadProgress) => void;
  readonly signal?: AbortSignal;
}

/**
 * The token the session keeps in its cookie, and a renewal through an authenticated call of the http client.
 * Uploads go where every other request goes: the client's base URL (PUBLIC_API_BASE_URL) unless told otherwise.
 */
export function uploadAuthFor(http: HttpClient, baseUrl = http.baseUrl ?? ''): UploadAuth {
  return {
    baseUrl,
    accessToken: () => {
      try {
        const raw = readCookie(document, tokenCookieName());
        return raw ? ((JSON.parse(raw) as { accessToken?: string }).accessToken ?? null) : null;
      } catch {
        return null;
      }
    },
    renew: async () => {
      await http.request(AUTH_PATHS.profile).catch(() => undefined);
    },
  };
}

function abortError(): Error {
  return new DOMException('The upload was cancelled', 'AbortError');
}

function send(
  auth: UploadAuth,
  path: string,
  options: UploadOptions<unknown>,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append('file', options.file, options.fileName);
    xhr.open('POST', `${auth.baseUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = auth.accessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.upload.onprogress = (event) =>
      options.onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : options.file.size,
      });
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', onAbort);
      resolve({ status: xhr.status, body: xhr.response as unknown });
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(abortError());
    xhr.send(form);
  });
}

export async function uploadFile<T>(auth: UploadAuth, path: string, options: UploadOptions<T>): Promise<T> {
  let response = await send(auth, path, options);
  if (response.status === 401) {
    await auth.renew();
    response = await send(auth, path, options);
  }
  const content = (response.body as { content?: unknown } | null)?.content;
  if (response.status >= 200 && response.status < 300) return options.schema.parse(content);
  const error = ErrorContentSchema.safeParse(content);
  throw error.success
    ? new ApiError(response.status, error.data.message, error.data.errors)
    : ApiError.bare(response.status);
}
