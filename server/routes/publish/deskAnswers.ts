/** How the desk answers (ADR 314): who the caller is on the desk, and each refusal as its HTTP error. */
import type { FastifyRequest } from 'fastify';
import { deskRoleOf, LIFECYCLE_MESSAGES } from '../../../src/domain/publish/articleLifecycle';
import { currentUser } from '../../auth/guards';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { staleVersion } from '../../http/staleVersion';
import { SERVER_MESSAGES } from '../../messages';
import { isRefusal, type DeskActor, type DeskRefusal } from '../../repositories/publish/articleChanges';

/** The caller and their desk role; the publish area's guard lets in only those who have one. */
export function deskActorOf(request: FastifyRequest): DeskActor {
  const user = currentUser(request);
  const role = deskRoleOf(user.roles);
  if (role === null) throw forbidden(SERVER_MESSAGES.forbidden);
  return { id: user.id, role };
}

export function refusalError(refusal: DeskRefusal): HttpError {
  switch (refusal.refused) {
    case 'missing':
      return notFound(SERVER_MESSAGES.notFound);
    case 'stale':
      return staleVersion('article', refusal.byYou);
    case 'locked':
      return conflict(LIFECYCLE_MESSAGES.locked);
    case 'notDeletable':
      return conflict(LIFECYCLE_MESSAGES.notDeletable);
    case 'step':
      return new HttpError(refusal.status, refusal.message, refusal.errors);
    case 'invalid':
      return badRequest(refusal.message, { [refusal.field]: [refusal.message] });
  }
}

/** The outcome when it is not a refusal; the refusal's error otherwise. */
export function required<T extends object>(outcome: T | DeskRefusal): T {
  if (isRefusal(outcome)) throw refusalError(outcome);
  return outcome;
}
