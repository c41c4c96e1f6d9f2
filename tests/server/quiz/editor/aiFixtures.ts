/** What the question-generation tests share: an article with a transcript, and a client that reads the NDJSON. */
import type { Kysely } from 'kysely';
import {
  AI_PATHS,
  GenerationEventSchema,
  type GenerationEvent,
} from '../../../../src/api/quiz/editor/aiContract';
import type { ServerConfig } from '../../../../server/config';
import type { Database } from '../../../../server/db/database';
import { createStorage } from '../../../../server/storage/createStorage';
import type { AddressInfo } from 'node:net';
import { startFakeOpenAI, type FakeOpenAI } from '../../../support/fakeOpenAI';
import { bearer, createTestApp, type TestApp, type TestAppOptions } from '../../testApp';

export const ABSTRACT =
  'A test pattern with colour bars and a 440 hertz tone stands in for a laboratory video.';
export const SPOKEN = 'The tone you hear is a 440 hertz sine wave.';

/** An article whose video has English subtitles in storage; resolves with its id. */
export async function insertTestArticle(db: Kysely<Database>, config: ServerConfig): Promise<number> {
  const key = `ai-test/${process.pid}-${Date.now()}.en.vtt`;
  await createStorage(config.storage).put(
    key,
    new TextEncoder().encode(
      `WEBVTT\n\n00:00.000 --> 00:02.000\n<v Narrator>This sample clip stands in for a science video.\n\n00:02.000 --> 00:04.000\n${SPOKEN}\n`,
    ),
    'text/vtt',
  );
  const article = await db
    .insertInto('articles')
    .values({
      title: 'Sine Waves in the Laboratory',
      article_type: 'journal',
      images: JSON.stringify({ short: '', large: '' }),
      authors: JSON.stringify([]),
      institutions: JSON.stringify([]),
      path: JSON.stringify([]),
      published_at: new Date('2026-01-01T00:00:00Z'),
      abstract: ABSTRACT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('article_videos')
    .values({
      article_id: article.id,
      cdn_file: null,
      fp_resource_id: null,
      meta_width: null,
      meta_height: null,
      subtitles: JSON.stringify({ en: key }),
      thumbnails: JSON.stringify([]),
      images: JSON.stringify({ large: '', short: '', headerImage: '' }),
      duration: 6,
    })
    .execute();
  return article.id;
}

/** A generation request of the quiz editor's dialog about `articleId`. */
export const askFor = (articleId: number, overrides: object = {}) => ({
  articleId,
  count: 3,
  isMultiple: false,
  difficulty: 'medium',
  provider: 'chatgpt',
  model: 'gpt-3.5-turbo-16k',
  ...overrides,
});

export interface GenerationAnswer {
  readonly status: number;
  readonly events: GenerationEvent[];
  /** The JSON body of an answer that is not a stream (a refusal). */
  readonly error?: unknown;
}

/**
 * Posts a generation to the server at `origin` and reads its NDJSON events as they arrive; `onEvent` may abort
 * (the author's Cancel, or the client going away).
 */
export async function generateAt(
  origin: string,
  token: string,
  body: object,
  onEvent: (event: GenerationEvent, abort: () => void) => void = () => undefined,
): Promise<GenerationAnswer> {
  const controller = new AbortController();
  const response = await fetch(`${origin}${AI_PATHS.questions}`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  if (!response.headers.get('content-type')?.startsWith('application/x-ndjson'))
    return { status: response.status, events: [], error: await response.json() };
  const events: GenerationEvent[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for await (const bytes of response.body! as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(bytes, { stream: true });
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines.filter(Boolean)) {
        const event = GenerationEventSchema.parse(JSON.parse(line));
        events.push(event);
        onEvent(event, () => controller.abort());
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { status: response.status, events };
}

export const lastEvent = (events: GenerationEvent[]) => events.at(-1)!;

/** The app on a loopback port with the local OpenAI-compatible server as its provider, and an article to ask about. */
export interface AiServer {
  readonly fake: FakeOpenAI;
  readonly t: TestApp;
  readonly origin: string;
  readonly articleId: number;
}

export async function startAiServer(
  options: {
    readonly slowChunkMs?: number;
    readonly env?: Readonly<Record<string, string>>;
    /** The app's logger (off unless given), e.g. pino on a stream the test reads. */
    readonly logger?: TestAppOptions['logger'];
  } = {},
): Promise<AiServer> {
  const fake = await startFakeOpenAI(
    options.slowChunkMs === undefined ? {} : { slowChunkMs: options.slowChunkMs },
  );
  const t = await createTestApp({
    env: { AI_API_KEY: fake.key, AI_BASE_URL: fake.baseUrl, ...options.env },
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  const articleId = await insertTestArticle(t.db, t.config);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return { fake, t, origin, articleId };
}

/** Closes what startAiServer opened, whatever of it was opened. */
export async function stopAiServer(t: TestApp | undefined, fake: FakeOpenAI | undefined): Promise<void> {
  await t?.close();
  await fake?.close();
}
