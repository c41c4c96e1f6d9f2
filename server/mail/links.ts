/** The absolute address of a student's personal link (ADR 134). */
import type { FastifyRequest } from 'fastify';
import { TAKE_PATHS } from '../../src/api/take/takeContract';
import type { ServerConfig } from '../config';

/**
 * Links in mail use PUBLIC_URL, or http://localhost:PORT: never a request's Host header, which a client chooses.
 * The class page shows the address the teacher reached the console by when PUBLIC_URL is unset.
 */
export function linkBase(config: Pick<ServerConfig, 'publicUrl' | 'port'>, request?: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  if (request) return `${request.protocol}://${request.host}`;
  return `http://localhost:${config.port}`;
}

export const personalLink = (base: string, token: string) => `${base}${TAKE_PATHS.page(token)}`;
