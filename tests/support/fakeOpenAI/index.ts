/** Starts the OpenAI-compatible test server (./server.mjs) as its own process on loopback, and drives it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type FakeBehaviour =
  | 'good'
  | 'slow'
  | 'flawed'
  | 'malformed'
  | 'stall'
  | 'refuse'
  | 'rateLimit'
  | 'quota'
  | 'serverError'
  | 'unauthorized'
  | 'noSchema'
  | 'unknownModelLiteLLM'
  | 'unknownModelOllama'
  | 'cut'
  | 'cutEarly'
  | 'newModel'
  | 'contentFilter'
  | 'contextTooLong'
  | 'dropMidStream'
  /** This text, streamed as the answer. */
  | { readonly content: string };

export interface FakeRequest {
  readonly behaviour: FakeBehaviour;
  readonly model: string;
  readonly stream: boolean;
  readonly responseFormat: string | null;
  readonly schema: unknown;
  readonly messages: { role: string; content: string }[];
  /** The request's `max_tokens`, or null when it set none. */
  readonly maxTokens: number | null;
  /** The request's `max_completion_tokens`, or null when it set none. */
  readonly maxCompletionTokens: number | null;
  /** The request's `temperature`, or null when it set none. */
  readonly temperature: number | null;
  /** The request's `user` identifier, or null. */
  readonly user: string | null;
  readonly authorization: string | null;
  readonly completed: boolean;
  /** The client hung up before the answer was complete. */
  readonly clientGone: boolean;
}

export interface FakeOpenAI {
  /** The base URL to configure (AI_BASE_URL). */
  readonly baseUrl: string;
  readonly key: string;
  /** The behaviours of the next completion requests, in order. */
  script(behaviours: FakeBehaviour[]): Promise<void>;
  requests(): Promise<FakeRequest[]>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

const SERVER = fileURLToPath(new URL('./server.mjs', import.meta.url));

export async function startFakeOpenAI(options: { slowChunkMs?: number } = {}): Promise<FakeOpenAI> {
  const key = 'test-key';
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      FAKE_OPENAI_KEY: key,
      ...(options.slowChunkMs === undefined ? {} : { SLOW_CHUNK_MS: String(options.slowChunkMs) }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (data: Buffer) => {
      out += data.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the fake OpenAI server exited (${code})`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${origin}/__control/${path}`, {
      method: body === undefined && path === 'requests' ? 'GET' : 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json() as Promise<unknown>;
  };
  return {
    baseUrl: `${origin}/v1`,
    key,
    script: async (behaviours) => void (await control('script', behaviours)),
    requests: async () => (await control('requests')) as FakeRequest[],
    reset: async () => void (await control('reset', {})),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
