/**
 * The capability table of question banks (ADR 232): who may see, edit, delete and use (copy from, draw from) a
 * bank. Server guards, the Banks screen and the quiz editor's pickers ask it alike.
 */
import type { BankAction } from '../quiz/banks/questionBank';
import { isSuperAdmin, type Capabilities, type Caller } from './capabilities';

export interface BankFacts {
  readonly ownerUserId: number | null;
  readonly institutionId: number | null;
  /** Who made it: may delete an institution's bank they made. */
  readonly createdBy: number | null;
}

const ALL: readonly BankAction[] = ['view', 'edit', 'delete', 'use'];

/**
 * - A super admin: everything on every bank.
 * - The owner of an instructor's bank: everything. Nobody else sees it.
 * - An institution's bank: its staff (console users of that institution) see, use and edit it; its maker deletes it.
 */
export function bankCapabilities(
  caller: Caller & { readonly institutionId: number | null },
  bank: BankFacts,
): Capabilities<BankAction> {
  if (isSuperAdmin(caller.roles)) return new Set(ALL);
  if (bank.ownerUserId !== null) return new Set(bank.ownerUserId === caller.id ? ALL : []);
  if (bank.institutionId !== null && bank.institutionId === caller.institutionId) {
    return new Set<BankAction>(bank.createdBy === caller.id ? ALL : ['view', 'use', 'edit']);
  }
  return new Set();
}
