/**
 * The log of `npm start` outside any request (ADR 229): start-up, the cluster's supervision, shutdown. JSON lines
 * on stdout like the app's own (pino, Fastify's logger), so a log collector reads one format. At least `info`,
 * whatever LOG_LEVEL says of the requests, so that the start-up lines (the address, the demo accounts) show.
 */
import { pino, type Logger, type LevelWithSilent } from 'pino';

const ORDER: readonly LevelWithSilent[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

export function createProcessLog(level: string | undefined): Logger {
  const wanted = ORDER.includes(level as LevelWithSilent) ? (level as LevelWithSilent) : 'warn';
  return pino({ level: ORDER.indexOf(wanted) < ORDER.indexOf('info') ? wanted : 'info' });
}
