/** The one error handler: every failure leaves as `{ content: { message, errors? } }`; 5xx details stay in the log. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrors } from '../../src/domain/session/session';
import { SERVER_MESSAGES } from '../messages';
import { StorageUnavailableError } from '../storage/storage';
import { HttpError } from './errors';

/** How long a client is asked to wait after the file store did not answer (ADR 254). */
export const STORAGE_RETRY_AFTER_SECONDS = 30;
import { RequestValidationError } from './validation';

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestValidationError) {
    return reply
      .code(400)
      .send({ content: { message: SERVER_MESSAGES.validationFailed, errors: fieldErrors(error.zodError) } });
  }
  if (error instanceof HttpError) {
    const content = {
      ...error.details,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
    return reply.code(error.statusCode).send({ content });
  }
  if (error instanceof StorageUnavailableError || error.cause instanceof StorageUnavailableError) {
    request.log.warn({ err: error }, 'file store unavailable');
    return reply
      .code(503)
      .header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send({ content: { message: SERVER_MESSAGES.storageUnavailable } });
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status < 500) {
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large) are safe to show.
    request.log.info({ err: error }, 'request refused');
    return reply.code(status).send({ content: { message: error.message } });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(status).send({ content: { message: SERVER_MESSAGES.internal } });
}

export function sendNotFound(reply: FastifyReply) {
  return reply.code(404).send({ content: { message: SERVER_MESSAGES.notFound } });
}
