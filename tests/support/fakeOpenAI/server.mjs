/**
 * An OpenAI-compatible chat completions server for tests and benchmarks, on loopback: real HTTP, server-sent
 * events when asked to stream. Each completion request takes the next scripted behaviour (default `good`):
 *
 * - good: the questions asked for, streamed a few characters a chunk;
 * - slow: the same, `SLOW_CHUNK_MS` apart (a generation that can be cancelled mid-way);
 * - flawed: one good question among questions a repair must mend or drop;
 * - malformed: text that is not JSON;
 * - stall: one chunk, then silence until the client goes away;
 * - refuse: a structured-output refusal;
 * - rateLimit: 429 with a short Retry-After;
 * - quota: 429 insufficient_quota with `retry-after: 3600`, as OpenAI answers an account out of credit;
 * - serverError: 500;
 * - unauthorized: 401, as for a revoked key;
 * - noSchema: 400 for a `json_schema` response format (as older models answer), `good` for JSON mode;
 * - unknownModelLiteLLM / unknownModelOllama: 400 for a model the proxy does not serve, in LiteLLM's and Ollama's
 *   words;
 * - cut: the start of the questions, then `finish_reason: length`, as when `max_tokens` runs out;
 * - cutEarly: the same, cut before the first question is complete;
 * - newModel: as OpenAI answers for its o-series and newer models: a 400 for `max_tokens` ("Use
 *   'max_completion_tokens' instead"), then for a `temperature` other than 1, else `good`;
 * - contextTooLong: 400 `context_length_exceeded` in OpenAI's words;
 * - contentFilter: the start of the questions, then `finish_reason: content_filter`;
 * - dropMidStream: the start of the questions, then the socket is destroyed (no last chunk, no [DONE]);
 * - `{ "content": "..." }`: that text, streamed as the answer.
 *
 * The good questions are of the type the prompt asks for (its first line: "You write numeric quiz questions…").
 *
 * Only the key in FAKE_OPENAI_KEY is accepted (401 otherwise). Control: POST /__control/script (a JSON list of
 * behaviours), GET /__control/requests (what was asked, and whether the client hung up), POST /__control/reset.
 * Prints `listening <port>` when ready.
 */
import { createServer } from 'node:http';

const KEY = process.env.FAKE_OPENAI_KEY ?? 'test-key';
const SLOW_CHUNK_MS = Number(process.env.SLOW_CHUNK_MS ?? 40);
let script = [];
const requests = [];

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const json = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const apiError = (res, status, message, type, code, headers) =>
  json(res, status, { error: { message, type, param: null, code } }, headers);

/** One good question of each kind a prompt may ask for (ADR 207), the `i`th about `title`. */
const KINDS = {
  'true/false': (i, title) => ({
    statement: `Statement ${i + 1} about ${title} is true.`,
    answer: i % 2 === 0,
  }),
  'short-answer': (i, title) => ({
    title: `Question ${i + 1} about ${title}: which wave is heard?`,
    answers: [`sine wave ${i + 1}`, `sine ${i + 1}`],
  }),
  numeric: (i, title) => ({
    title: `Question ${i + 1} about ${title}: what is the frequency of the tone?`,
    value: 440 + i,
    tolerance: 0.5,
    unit: 'Hz',
  }),
  essay: (i, title) => ({ prompt: `Explain ${title}, part ${i + 1}.`, maxWords: 250 }),
  matching: (i, title) => ({
    title: `Question ${i + 1} about ${title}: match each term to its meaning`,
    pairs: [1, 2, 3].map((n) => ({ prompt: `Term ${n}.${i + 1}`, answer: `Meaning ${n}.${i + 1}` })),
    distractors: [`Unrelated meaning ${i + 1}`],
  }),
  ordering: (i, title) => ({
    title: `Question ${i + 1} about ${title}: put the steps in order`,
    items: [1, 2, 3, 4].map((n) => `Step ${n}.${i + 1}`),
  }),
  'fill-in-the-blanks': (i, title) => ({
    title: `Question ${i + 1} about ${title}: fill in the blanks`,
    text: `In clip ${i + 1}, the tone is a [[1]] wave of 440 [[2]].`,
    blanks: [
      { kind: 'dropdown', answers: ['sine'], options: ['square', 'sawtooth'] },
      { kind: 'typed', answers: ['hertz', 'Hz'], options: [] },
    ],
  }),
  'hot-text': (i, title) => ({
    title: `Question ${i + 1} about ${title}: select the units`,
    passage: `In clip ${i + 1}, the tone has a [frequency] of 440 [hertz] and lasts two [seconds].`,
    right: ['hertz', 'seconds'],
  }),
  calculated: (i, title) => ({
    title: `Question ${i + 1} about ${title}: a tone has a frequency of {f} Hz. What is its period in milliseconds?`,
    variables: [{ name: 'f', min: 200, max: 800, decimals: 0 }],
    formula: '1000 / f',
    tolerance: 1,
    decimals: 2,
  }),
};

/** The questions the prompt asks for: its count, its type and kind, about its article's title. */
function questionsFor(body) {
  const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const count = Number(/Write exactly (\d+) question/.exec(system)?.[1] ?? 3);
  const multiple = /one or more right options/.test(system);
  const title = /^Title: (.*)$/m.exec(user)?.[1] ?? 'the video';
  const kind = KINDS[/^You write (\S+) quiz questions/.exec(system)?.[1] ?? 'multiple-choice'];
  // At moments of the video (ADR 344): question i is about transcript line i + 1.
  const atLine = /"afterLine"/.test(system) ? (i) => ({ afterLine: i + 1 }) : () => ({});
  return Array.from({ length: count }, (_, i) => ({
    ...atLine(i),
    ...(kind
      ? kind(i, title)
      : {
          title: `Question ${i + 1} about ${title}: which statement does the video support?`,
          options: [
            `Statement A${i + 1}`,
            `Statement B${i + 1}`,
            `Statement C${i + 1}`,
            `Statement D${i + 1}`,
          ],
          correct: multiple ? [0, 2] : [i % 4],
        }),
  }));
}

function flawedQuestions() {
  return [
    {
      title: 'Which wave does the tone in the clip use?',
      options: ['Sine', 'Square', 'sine', ' '],
      correct: [0, 2, 9],
    },
    { title: 'OK', options: ['a', 'b'], correct: [0] },
    { title: 'Which colour bars?', options: ['Only one'], correct: [0] },
    { title: 'What is shown without a right answer?', options: ['x', 'y', 'z'], correct: [7] },
    { title: 'Which wave does the tone in the clip use?', options: ['Sine', 'Square'], correct: [0] },
    'not a question at all',
  ];
}

function chunk(id, model, delta, finish = null) {
  return `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function streamText(req, res, record, body, text, delayMs, finish = 'stop') {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const id = `chatcmpl-${requests.length}`;
  res.write(chunk(id, body.model, { role: 'assistant', content: '' }));
  for (let at = 0; at < text.length; at += 24) {
    if (record.clientGone) return;
    res.write(chunk(id, body.model, { content: text.slice(at, at + 24) }));
    if (delayMs > 0) await pause(delayMs);
    else await new Promise((resolve) => setImmediate(resolve));
  }
  res.write(chunk(id, body.model, {}, finish));
  // As OpenAI does when asked: a last chunk with no choices and the tokens used (about four characters a token).
  if (body.stream_options?.include_usage) {
    const prompt_tokens = Math.ceil(JSON.stringify(body.messages).length / 4);
    const completion_tokens = Math.ceil(text.length / 4);
    const usage = { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model: body.model, choices: [], usage })}\n\n`,
    );
  }
  res.end('data: [DONE]\n\n');
  record.completed = true;
}

async function complete(req, res) {
  const raw = await readBody(req);
  let body;
  try {
    body = JSON.parse(raw);
  } catch {
    return apiError(
      res,
      400,
      'We could not parse the JSON body of your request.',
      'invalid_request_error',
      null,
    );
  }
  const behaviour = script.length > 0 ? script.shift() : 'good';
  const record = {
    behaviour,
    model: body.model,
    stream: body.stream === true,
    responseFormat: body.response_format?.type ?? null,
    schema: body.response_format?.json_schema?.schema ?? null,
    messages: body.messages,
    maxTokens: body.max_tokens ?? null,
    maxCompletionTokens: body.max_completion_tokens ?? null,
    temperature: body.temperature ?? null,
    user: body.user ?? null,
    authorization: req.headers.authorization ?? null,
    completed: false,
    clientGone: false,
  };
  requests.push(record);
  res.on('close', () => {
    if (!record.completed) record.clientGone = true;
  });
  if (req.headers.authorization !== `Bearer ${KEY}`)
    return apiError(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
  if (typeof behaviour === 'object' && behaviour !== null)
    return streamText(req, res, record, body, String(behaviour.content), 0);
  switch (behaviour) {
    case 'rateLimit':
      return apiError(res, 429, 'Rate limit reached for requests.', 'requests', 'rate_limit_exceeded', {
        'retry-after-ms': '50',
        'retry-after': '1',
      });
    case 'quota':
      return apiError(
        res,
        429,
        'You exceeded your current quota, please check your plan and billing details.',
        'insufficient_quota',
        'insufficient_quota',
        { 'retry-after': '3600' },
      );
    case 'unauthorized':
      return apiError(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    case 'serverError':
      return apiError(
        res,
        500,
        'The server had an error while processing your request.',
        'server_error',
        null,
      );
    case 'noSchema':
      if (record.responseFormat === 'json_schema')
        return apiError(
          res,
          400,
          "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
          'invalid_request_error',
          null,
        );
      return streamText(req, res, record, body, JSON.stringify({ questions: questionsFor(body) }), 0);
    case 'unknownModelLiteLLM':
      return apiError(
        res,
        400,
        `litellm.BadRequestError: /chat/completions: Invalid model name passed in model=${body.model}. Call \`/v1/models\` to view available models for your key.`,
        'invalid_request_error',
        '400',
      );
    case 'unknownModelOllama':
      return apiError(res, 400, `model "${body.model}" not found, try pulling it first`, 'api_error', null);
    case 'cut': {
      const whole = JSON.stringify({ questions: questionsFor(body) });
      return streamText(req, res, record, body, whole.slice(0, Math.floor(whole.length / 2)), 0, 'length');
    }
    case 'cutEarly': {
      const whole = JSON.stringify({ questions: questionsFor(body) });
      return streamText(req, res, record, body, whole.slice(0, 40), 0, 'length');
    }
    case 'newModel':
      // OpenAI's words and codes for a reasoning model asked with the older parameters.
      if (body.max_tokens !== undefined)
        return json(res, 400, {
          error: {
            message:
              "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
            type: 'invalid_request_error',
            param: 'max_tokens',
            code: 'unsupported_parameter',
          },
        });
      if (body.temperature !== undefined && body.temperature !== 1)
        return json(res, 400, {
          error: {
            message: `Unsupported value: 'temperature' does not support ${body.temperature} with this model. Only the default (1) value is supported.`,
            type: 'invalid_request_error',
            param: 'temperature',
            code: 'unsupported_value',
          },
        });
      return streamText(req, res, record, body, JSON.stringify({ questions: questionsFor(body) }), 0);
    case 'contextTooLong':
      return apiError(
        res,
        400,
        "This model's maximum context length is 8192 tokens. However, your messages resulted in 9120 tokens. Please reduce the length of the messages.",
        'invalid_request_error',
        'context_length_exceeded',
      );
    case 'contentFilter': {
      const whole = JSON.stringify({ questions: questionsFor(body) });
      return streamText(req, res, record, body, whole.slice(0, 30), 0, 'content_filter');
    }
    case 'dropMidStream': {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const whole = JSON.stringify({ questions: questionsFor(body) });
      res.write(chunk('drop', body.model, { role: 'assistant', content: '' }));
      res.write(chunk('drop', body.model, { content: whole.slice(0, 60) }));
      // The connection breaks, as when a proxy or the provider goes away mid-answer.
      setTimeout(() => res.socket?.destroy(), 20);
      return undefined;
    }
    case 'malformed':
      return streamText(req, res, record, body, 'Sure! Here are some questions: 1. What is a sine wave?', 0);
    case 'flawed':
      return streamText(req, res, record, body, JSON.stringify({ questions: flawedQuestions() }), 0);
    case 'refuse': {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('refusal', body.model, { role: 'assistant', content: null, refusal: '' }));
      res.write(chunk('refusal', body.model, { refusal: 'I’m sorry, I can’t help with that request.' }));
      res.write(chunk('refusal', body.model, {}, 'stop'));
      res.end('data: [DONE]\n\n');
      record.completed = true;
      return undefined;
    }
    case 'stall':
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('stall', body.model, { role: 'assistant', content: '{"questions":[' }));
      return undefined; // and nothing more, until the client hangs up
    case 'slow':
      return streamText(
        req,
        res,
        record,
        body,
        JSON.stringify({ questions: questionsFor(body) }),
        SLOW_CHUNK_MS,
      );
    default:
      if (!record.stream) {
        record.completed = true;
        return json(res, 200, {
          id: 'chatcmpl-whole',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: JSON.stringify({ questions: questionsFor(body) }) },
              finish_reason: 'stop',
            },
          ],
        });
      }
      return streamText(req, res, record, body, JSON.stringify({ questions: questionsFor(body) }), 0);
  }
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'POST' && url.pathname.endsWith('/chat/completions')) {
    complete(req, res).catch((error) => {
      if (!res.headersSent) apiError(res, 500, String(error), 'server_error', null);
    });
    return;
  }
  if (req.method === 'POST' && url.pathname === '/__control/script') {
    readBody(req).then((raw) => {
      script = JSON.parse(raw);
      json(res, 200, { script });
    });
    return;
  }
  if (req.method === 'GET' && url.pathname === '/__control/requests') return json(res, 200, requests);
  if (req.method === 'POST' && url.pathname === '/__control/reset') {
    script = [];
    requests.length = 0;
    return json(res, 200, {});
  }
  return apiError(res, 404, `Unknown path ${url.pathname}`, 'invalid_request_error', null);
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
