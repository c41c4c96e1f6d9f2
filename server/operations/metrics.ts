/**
 * The process's Prometheus metrics (prom-client, ADR 227): what the server counts as it works — requests by route
 * and status, job failures, language-model calls and tokens, LTI score sends. They live in one registry per
 * process, so the places that count need no app at hand. What is read from the store at scrape time (the job
 * queue, the database pool) is collected by the app that answers `GET /metrics` (operationsRoutes.ts).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import packageJson from '../../package.json';

export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/** Which build answers: 1, labelled with the console's version and Node's (a rolling update shows both for a while). */
export const buildInfo = new Gauge({
  name: 'console_build_info',
  help: "The console's version and the Node.js version this process runs (always 1).",
  labelNames: ['version', 'node'] as const,
  registers: [processRegistry],
});
buildInfo.set({ version: packageJson.version, node: process.version }, 1);

export const mailSends = new Counter({
  name: 'mail_sends_total',
  help: 'Messages handed to the SMTP server, by outcome (sent, failed).',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

export const storageErrors = new Counter({
  name: 'storage_errors_total',
  help: 'File storage operations that failed (the disk or the bucket), by operation.',
  labelNames: ['operation'] as const,
  registers: [processRegistry],
});

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [processRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to its answer, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

export const jobFailures = new Counter({
  name: 'job_failures_total',
  help: 'Failed attempts of queued jobs (library rebuilds, link mail, LTI scores), by kind.',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});

export const aiCalls = new Counter({
  name: 'ai_calls_total',
  help: 'Calls to the language model, by outcome (ok, error).',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

export const aiTokens = new Counter({
  name: 'ai_tokens_total',
  help: 'Tokens the language model reported, by kind (prompt, completion).',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});

export const ltiScoreSends = new Counter({
  name: 'lti_score_sends_total',
  help: 'Scores sent to LTI platforms, by outcome (sent, failed).',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

export const keptListAnswers = new Counter({
  name: 'list_search_answers_total',
  help: 'List searches and deep pages (quizzes, classes, institutions) answered, by source: the whole list kept in memory (kept_list, ADR 313) or the page statement (statement) while it is read.',
  labelNames: ['source'] as const,
  registers: [processRegistry],
});
