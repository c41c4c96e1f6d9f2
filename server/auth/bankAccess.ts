/**
 * The one way a bank route decides who may do what with one bank: the bank's facts and the caller's institution
 * through the capability table (src/domain/access/bankCapabilities, ADR 232) — 404 as for a missing id when the
 * caller may not see the bank, 403 when they see it but may not do this.
 */
import type { Kysely } from 'kysely';
import { bankCapabilities } from '../../src/domain/access/bankCapabilities';
import { verdictOf } from '../../src/domain/access/capabilities';
import type { BankAction } from '../../src/domain/quiz/banks/questionBank';
import type { Database } from '../db/database';
import { badRequest, forbidden, notFound } from '../http/errors';
import { SERVER_MESSAGES } from '../messages';
import { categorySizes, findBank, institutionOf, type BankRow } from '../repositories/banks/questionBanks';
import { slotIssue } from '../../src/domain/quiz/banks/randomSlot';
import type { QuizPayload } from '../../src/domain/quiz/quizPayload';
import type { AuthUser } from './guards';

export const BANK_REFUSAL = 'You may not change this question bank';

export interface BankCaller extends AuthUser {
  readonly institutionId: number | null;
}

export async function bankCaller(db: Kysely<Database>, user: AuthUser): Promise<BankCaller> {
  return { ...user, institutionId: await institutionOf(db, user.id) };
}

/** The caller's actions on a bank. */
export const bankActionsOf = (caller: BankCaller, bank: BankRow): BankAction[] => [
  ...bankCapabilities(caller, bank),
];

/** The bank the caller may take `action` on, or the 404/403 the table's verdict means. */
export async function authorizeBank(
  db: Kysely<Database>,
  caller: BankCaller,
  bankId: number,
  action: BankAction,
): Promise<BankRow> {
  const bank = await findBank(db, bankId);
  if (!bank) throw notFound(SERVER_MESSAGES.notFound);
  const verdict = verdictOf(bankCapabilities(caller, bank), action, 'view');
  if (verdict === 'hidden') throw notFound(SERVER_MESSAGES.notFound);
  if (verdict === 'refused') throw forbidden(BANK_REFUSAL);
  return bank;
}

/**
 * The random slots of a quiz payload (ADR 232), checked before anything is written: each names a category of its
 * bank that the caller may use, and draws no more questions than the category holds. 400 with the message beside
 * the slot's field otherwise.
 */
export async function checkRandomSlots(
  db: Kysely<Database>,
  user: AuthUser,
  payload: QuizPayload,
): Promise<void> {
  const slots = payload.activities.flatMap((activity, a) =>
    (activity.randomSlots ?? []).map((slot, s) => ({ slot, field: `activities.${a}.randomSlots.${s}` })),
  );
  if (slots.length === 0) return;
  const caller = await bankCaller(db, user);
  const sizes = await categorySizes(
    db,
    slots.map(({ slot }) => slot.categoryId),
  );
  const usable = new Map<number, boolean>();
  const errors: Record<string, string[]> = {};
  for (const { slot, field } of slots) {
    const category = sizes.get(slot.categoryId);
    let size: number | undefined;
    if (category && category.bankId === slot.bankId) {
      if (!usable.has(slot.bankId)) {
        const bank = await findBank(db, slot.bankId);
        usable.set(slot.bankId, bank !== undefined && bankCapabilities(caller, bank).has('use'));
      }
      if (usable.get(slot.bankId)) size = category.size;
    }
    const issue = slotIssue(slot, size);
    if (issue) errors[`${field}.count`] = [issue];
  }
  if (Object.keys(errors).length > 0) throw badRequest(SERVER_MESSAGES.validationFailed, errors);
}
