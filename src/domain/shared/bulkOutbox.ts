/**
 * Pending bulk deletions (ADR 166): a deletion waits out its undo window before it is sent, and waits in an outbox
 * the browser keeps (localStorage), so closing the tab never loses it: the page hands it to the browser on
 * `pagehide` (fetch keepalive) and the console's next start sends what is still there. The stored value is checked
 * when read back (it may be old, edited or broken).
 */
import * as z from 'zod';
import { QuizKindSchema } from '../quiz/quiz';
import { STEP_NOTE_MAX, type ArticleStep } from '../publish/articleLifecycle';
import { NOTIFICATION_LIFETIME_MS } from './timing';

/** The undo window: as long as the notification that offers Undo. */
export const BULK_UNDO_WINDOW_MS = NOTIFICATION_LIFETIME_MS;
/** Deletions of one batch in flight at once: enough to be quick, few enough not to crowd the server. */
export const BULK_CONCURRENCY = 4;
/** A batch holds at most one page of rows. */
export const BULK_MAX_ROWS = 100;
/** The lifecycle steps the desk's list takes on several articles at once. */
export const BULK_ARTICLE_STEPS = [
  'publish',
  'republish',
  'unpublish',
] as const satisfies readonly ArticleStep[];

export const BulkTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quiz'), quizKind: QuizKindSchema }),
  z.object({ kind: z.literal('class') }),
  z.object({ kind: z.literal('playlist') }),
  z.object({ kind: z.literal('sponsor') }),
  z.object({ kind: z.literal('translationGroup') }),
  /** One language's value of a translation key, removed from its cell in the grid. */
  z.object({ kind: z.literal('translationValue') }),
  z.object({ kind: z.literal('identityProvider') }),
  z.object({ kind: z.literal('ltiPlatform') }),
  /**
   * A quiz taken out of one class (not deleted, ADR 290); `studentLinks`: its students take it through personal
   * links, so the links they have not started stop working.
   */
  z.object({ kind: z.literal('classQuiz'), classId: z.number().int().min(1), studentLinks: z.boolean() }),
  /** A playlist taken out of one class (not deleted, ADR 290). */
  z.object({ kind: z.literal('classPlaylist'), classId: z.number().int().min(1) }),
  /** A student taken out of one class (ADR 351): the links they have not started go; their attempts stay. */
  z.object({ kind: z.literal('classStudent'), classId: z.number().int().min(1) }),
  /** A question bank, a category of one bank, a question of one bank (ADR 299). */
  z.object({ kind: z.literal('bank') }),
  z.object({ kind: z.literal('bankCategory'), bankId: z.number().int().min(1) }),
  z.object({ kind: z.literal('bankQuestion'), bankId: z.number().int().min(1) }),
  /** A Methods Collection (ADR 316): its videos stay in the library. */
  z.object({ kind: z.literal('collection') }),
  /** A faculty resource (ADR 317). */
  z.object({ kind: z.literal('facultyResource') }),
  /** A class product (ADR 345): refused while a grant of it has not ended; its ended grants go with it. */
  z.object({ kind: z.literal('product') }),
  /** A draft of the publisher's desk that was never published (ADR 314). */
  z.object({ kind: z.literal('article') }),
  /**
   * Not a deletion: one lifecycle step taken on each article of the batch (the desk's bulk Publish, Publish again
   * and Unpublish, ADR 314), with one reason for all when it needs one. Each row is checked on the server against
   * its status as it stands when the window ends.
   */
  z.object({
    kind: z.literal('articleStep'),
    step: z.enum(BULK_ARTICLE_STEPS),
    note: z.string().max(STEP_NOTE_MAX).optional(),
  }),
]);
export type BulkTarget = z.infer<typeof BulkTargetSchema>;

export const BulkRowSchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647),
  label: z.string().max(1000),
});
export type BulkRow = z.infer<typeof BulkRowSchema>;

export const BulkBatchSchema = z.object({
  id: z.string().min(1).max(100),
  target: BulkTargetSchema,
  rows: z.array(BulkRowSchema).min(1).max(BULK_MAX_ROWS),
  /** A one-row delete's notice in SPEC's words ('Quiz deleted successfully'); without it, '3 deleted' (ADR 266). */
  notice: z.string().max(200).optional(),
  /** What the same delete says when the server refuses it ('Unable to delete Sponsor'); without it, the names. */
  failedNotice: z.string().max(200).optional(),
  /** What it says when the server's count answers that the delete would be refused (ADR 299): no Undo then. */
  refusedNotice: z.string().max(200).optional(),
  /** When the undo window ends (ms since the epoch). */
  dueAt: z.number(),
  /** The closing page handed it to the browser: it may have arrived, so the next start sends it again. */
  handedOff: z.boolean(),
});
export type BulkBatch = z.infer<typeof BulkBatchSchema>;

/** What a bulk delete asks for: its rows, and the words its notices use when SPEC has them. */
export interface BulkRequest {
  readonly target: BulkTarget;
  readonly rows: readonly BulkRow[];
  readonly notice?: string | undefined;
  readonly failedNotice?: string | undefined;
  readonly refusedNotice?: string | undefined;
}

/** A new batch of the outbox, `seq` its number in this page's life, its undo window starting `now`. */
export const newBulkBatch = (
  { target, rows, notice, failedNotice, refusedNotice }: BulkRequest,
  now: number,
  seq: number,
): BulkBatch => ({
  id: `b${now.toString(36)}-${seq}`,
  target,
  rows: [...rows],
  ...(notice === undefined ? {} : { notice }),
  ...(failedNotice === undefined ? {} : { failedNotice }),
  ...(refusedNotice === undefined ? {} : { refusedNotice }),
  dueAt: now + BULK_UNDO_WINDOW_MS,
  handedOff: false,
});

/** The stored outbox, or an empty one when the text is missing or not an outbox; broken entries are dropped. */
export function parseBulkOutbox(text: string | null): BulkBatch[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const parsed = BulkBatchSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * What a new start of the console sends: batches whose window has ended, and batches a closing page handed off. A
 * batch still in its window belongs to another open tab, which sends it when the window ends. The server checks
 * the caller on every row, so a batch sent by whoever is signed in deletes nothing they may not delete (ADR 166).
 */
export const batchesToResume = (outbox: readonly BulkBatch[], now: number): BulkBatch[] =>
  outbox.filter((batch) => batch.handedOff || batch.dueAt <= now);

/**
 * The keys of the rows a target's pending batches hide from its list; for a class's quizzes or playlists, those of
 * one class only (`classId`).
 */
export function hiddenRowIds(
  batches: readonly BulkBatch[],
  target: BulkTarget['kind'],
  classId?: number,
): Set<number> {
  const ids = new Set<number>();
  for (const batch of batches) {
    if (batch.target.kind !== target) continue;
    if (classId !== undefined && !('classId' in batch.target && batch.target.classId === classId)) continue;
    for (const row of batch.rows) ids.add(row.id);
  }
  return ids;
}
