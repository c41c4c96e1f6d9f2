/**
 * An `XMLHttpRequest` answered by the real server through `app.inject`, as `injectFetch` answers `fetch`: the
 * console's uploads (progress and abort need XMLHttpRequest, ADR 080) reach the same routes, guards and database.
 * `holdUploads()` makes the network slow: the next uploads report half their bytes sent and wait until
 * `deliverHeldUploads()` sends them on, or until the console aborts them (Cancel).
 */
import type { FastifyInstance } from 'fastify';

const ORIGIN = 'http://console.test';

interface ProgressLike {
  loaded: number;
  total: number;
  lengthComputable: boolean;
}

/** The multipart body a browser sends for a FormData of text fields and files. */
async function multipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const boundary = `----console-test-${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
      continue;
    }
    const file = value as File;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name || 'blob'}"\r\n` +
          `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(await file.arrayBuffer()),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface InjectedXhr {
  /** The next uploads stop half way until delivered or aborted. */
  holdUploads(): void;
  /** Sends the held uploads on to the server and stops holding. */
  deliverHeldUploads(): void;
  /** Uploads the server has received so far. */
  readonly received: () => number;
  restore(): void;
}

export function installInjectedXhr(app: FastifyInstance): InjectedXhr {
  const original = globalThis.XMLHttpRequest;
  let holding = false;
  let received = 0;
  const held = new Set<() => void>();

  class InjectedXMLHttpRequest {
    readyState = 0;
    status = 0;
    response: unknown = null;
    responseType = '';
    readonly upload: { onprogress: ((event: ProgressLike) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '/';
    private readonly headers: Record<string, string> = {};
    private aborted = false;
    private releaseHeld: (() => void) | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
      this.readyState = 1;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    abort() {
      if (this.aborted || this.readyState === 4) return;
      this.aborted = true;
      this.readyState = 4;
      this.releaseHeld?.();
      this.onabort?.();
    }

    send(body: FormData | null) {
      void this.run(body);
    }

    private async run(body: FormData | null) {
      const payload = body ? await multipart(body) : null;
      const total = payload?.body.length ?? 0;
      if (holding) {
        this.upload.onprogress?.({ loaded: Math.floor(total / 2), total, lengthComputable: true });
        await new Promise<void>((resolve) => {
          this.releaseHeld = () => {
            held.delete(resolve);
            resolve();
          };
          held.add(resolve);
        });
      }
      if (this.aborted) return;
      const url = new URL(this.url, ORIGIN);
      received += 1;
      const answer = await app.inject({
        method: this.method as 'POST',
        url: url.pathname + url.search,
        headers: { ...this.headers, ...(payload ? { 'content-type': payload.contentType } : {}) },
        ...(payload ? { payload: payload.body } : {}),
      });
      if (this.aborted) return;
      this.upload.onprogress?.({ loaded: total, total, lengthComputable: true });
      this.status = answer.statusCode;
      this.response =
        this.responseType === 'json'
          ? answer.body
            ? (JSON.parse(answer.body) as unknown)
            : null
          : answer.body;
      this.readyState = 4;
      this.onload?.();
    }
  }

  globalThis.XMLHttpRequest = InjectedXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return {
    holdUploads: () => void (holding = true),
    deliverHeldUploads: () => {
      holding = false;
      for (const release of [...held]) release();
    },
    received: () => received,
    restore: () => void (globalThis.XMLHttpRequest = original),
  };
}
