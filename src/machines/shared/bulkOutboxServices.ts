/**
 * The effects of the bulk outbox (ADR 166): the outbox kept in the browser's storage, one DELETE per row over the
 * existing routes (a few at once; a row already gone counts as deleted) or, for the desk's bulk steps, one step per
 * article (ADR 314), the keepalive hand-off of a closing page, and the server's count of what goes with a batch
 * (ADR 266).
 */
import { CLASS_ACCESS_PATHS } from '../../api/classAccess/classAccessContract';
import { fromPromise } from 'xstate';
import { BANK_PATHS } from '../../api/banks/bankPaths';
import { CLASS_PATHS } from '../../api/classes/classesContract';
import { FACULTY_RESOURCE_PATHS } from '../../api/facultyResources/facultyResourcesContract';
import { ApiError, type HttpClient } from '../../api/shared/http';
import { IDENTITY_PROVIDER_PATHS } from '../../api/identityProviders/identityProvidersContract';
import { LTI_PATHS } from '../../api/lti/ltiContract';
import { quizDeletePath } from '../../api/quiz/lists/quizListsContract';
import {
  DELETE_IMPACT_PATHS,
  DeleteImpactSchema,
  NO_IMPACT,
  type DeleteImpact,
} from '../../api/shared/deleteImpactContract';
import { COLLECTION_PATHS } from '../../api/methodsCollections/collectionsContract';
import { PLAYLIST_PATHS } from '../../api/playlists/playlistsContract';
import { PUBLISH_PATHS } from '../../api/publish/publishContract';
import { SPONSOR_PATHS } from '../../api/sponsors/sponsorsContract';
import { TRANSLATION_PATHS } from '../../api/translations/translationsContract';
import {
  batchesToResume,
  BULK_CONCURRENCY,
  BULK_UNDO_WINDOW_MS,
  parseBulkOutbox,
  type BulkBatch,
  type BulkRow,
  type BulkTarget,
} from '../../domain/shared/bulkOutbox';
import type { SendBatchOutput } from './bulkOutboxTypes';

export const BULK_OUTBOX_KEY = 'console.bulkOutbox';

const NOT_FOUND = 404;

/**
 * The request a row of a target sends: a DELETE at its path, or for a desk's bulk step its step, without a version
 * (ADR 314: each article is checked against its status as it stands).
 */
function rowRequest(
  target: BulkTarget,
  id: number,
): { path: string; method: 'DELETE' | 'POST'; body?: unknown } {
  if (target.kind === 'articleStep') {
    const body = { step: target.step, ...(target.note === undefined ? {} : { note: target.note }) };
    return { path: PUBLISH_PATHS.step(id), method: 'POST', body };
  }
  return { path: deletePath(target, id), method: 'DELETE' };
}

/** Where a row of a target is deleted. */
function deletePath(target: Exclude<BulkTarget, { kind: 'articleStep' }>, id: number): string {
  if (target.kind === 'quiz') return quizDeletePath(target.quizKind, id);
  if (target.kind === 'class') return CLASS_PATHS.one(id);
  if (target.kind === 'sponsor') return SPONSOR_PATHS.one(id);
  if (target.kind === 'translationGroup') return TRANSLATION_PATHS.group(id);
  if (target.kind === 'translationValue') return TRANSLATION_PATHS.remove(id);
  if (target.kind === 'identityProvider') return IDENTITY_PROVIDER_PATHS.one(id);
  if (target.kind === 'ltiPlatform') return LTI_PATHS.platform(id);
  if (target.kind === 'classQuiz') return CLASS_PATHS.quiz(target.classId, id);
  if (target.kind === 'classPlaylist') return CLASS_PATHS.playlist(target.classId, id);
  if (target.kind === 'classStudent') return CLASS_PATHS.student(target.classId, id);
  if (target.kind === 'bank') return BANK_PATHS.bank(id);
  if (target.kind === 'bankCategory') return BANK_PATHS.category(target.bankId, id);
  if (target.kind === 'bankQuestion') return BANK_PATHS.question(target.bankId, id);
  if (target.kind === 'collection') return COLLECTION_PATHS.one(id);
  if (target.kind === 'facultyResource') return FACULTY_RESOURCE_PATHS.one(id);
  if (target.kind === 'article') return PUBLISH_PATHS.one(id);
  if (target.kind === 'product') return CLASS_ACCESS_PATHS.product(id);
  return PLAYLIST_PATHS.one(id);
}

/**
 * Where the server counts what goes with a target's rows; a translation value, an identity provider, an LTI
 * registration, a bank's question, or a quiz or playlist taken out of a class (which stays where it was) takes
 * nothing with it. A bank's and a category's count also says whether quizzes draw from them (ADR 299).
 */
const impactPath = (target: BulkTarget): string | null => {
  if (target.kind === 'bank') return BANK_PATHS.deleteImpact;
  if (target.kind === 'bankCategory') return BANK_PATHS.categoriesDeleteImpact(target.bankId);
  return sharedImpactPath(target);
};

const sharedImpactPath = (target: BulkTarget): string | null =>
  target.kind === 'quiz' ||
  target.kind === 'class' ||
  target.kind === 'playlist' ||
  target.kind === 'sponsor' ||
  target.kind === 'translationGroup'
    ? DELETE_IMPACT_PATHS[target.kind]
    : null;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/** Runs `work` over `items` with at most `limit` running at once. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export interface BulkOutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function createBulkOutboxServices(http: HttpClient, storage: BulkOutboxStorage | null) {
  const read = () => {
    try {
      return parseBulkOutbox(storage?.getItem(BULK_OUTBOX_KEY) ?? null);
    } catch {
      return [];
    }
  };
  const write = (batches: readonly BulkBatch[]) => {
    try {
      storage?.setItem(BULK_OUTBOX_KEY, JSON.stringify(batches));
    } catch {
      // Storage full or refused: the batch is still sent when its window ends, only a closed tab could lose it.
    }
  };

  const sendRow = async (target: BulkTarget, row: BulkRow, signal?: AbortSignal) => {
    try {
      const { path, ...request } = rowRequest(target, row.id);
      await http.request(path, { ...request, signal });
      return true;
    } catch (error) {
      return error instanceof ApiError && error.status === NOT_FOUND;
    }
  };

  return {
    actors: {
      // A batch still inside its window (a tab that crashed or closed a moment ago, or another open tab) is
      // waited for: once its window ends it is sent, unless its tab undid or settled it meanwhile.
      loadOutbox: fromPromise<BulkBatch[], { now: number }>(async ({ input, signal }) => {
        const lastDue = Math.max(input.now, ...read().map((batch) => batch.dueAt));
        const wait = Math.min(lastDue - input.now, BULK_UNDO_WINDOW_MS);
        if (wait > 0) await pause(wait, signal);
        return batchesToResume(read(), input.now + wait);
      }),
      weighBatch: fromPromise<DeleteImpact, BulkBatch>(async ({ input, signal }) => {
        const path = impactPath(input.target);
        if (path === null) return NO_IMPACT;
        return http.request(path, {
          method: 'POST',
          body: {
            ids: input.rows.map((row) => row.id),
            ...(input.target.kind === 'quiz' ? { quizKind: input.target.quizKind } : {}),
          },
          schema: DeleteImpactSchema,
          signal,
        });
      }),
      sendBatch: fromPromise<SendBatchOutput, BulkBatch>(async ({ input, signal }) => {
        const failed: BulkRow[] = [];
        await eachLimited(input.rows, BULK_CONCURRENCY, async (row) => {
          if (!(await sendRow(input.target, row, signal))) failed.push(row);
        });
        return { failed: input.rows.filter((row) => failed.includes(row)) };
      }),
    },
    actions: {
      storeBatch: (_: unknown, params: { batch: BulkBatch }) =>
        write([...read().filter((batch) => batch.id !== params.batch.id), params.batch]),
      forgetBatch: (_: unknown, params: { batchId: string }) =>
        write(read().filter((batch) => batch.id !== params.batchId)),
      handOff: (_: unknown, params: { batches: readonly BulkBatch[] }) => {
        const ids = new Set(params.batches.map((batch) => batch.id));
        write(read().map((batch) => (ids.has(batch.id) ? { ...batch, handedOff: true } : batch)));
        for (const batch of params.batches)
          for (const row of batch.rows) {
            const { path, ...request } = rowRequest(batch.target, row.id);
            void http.request(path, { ...request, keepalive: true }).catch(() => undefined);
          }
      },
    },
  };
}
