/**
 * Question banks an import brings (ADR 259): each bank of the upload stored as the importer's own bank, its
 * categories in upload order, its questions as a quiz question is stored (option ids from the quiz options'
 * sequence), in the import's transaction.
 */
import type { Transaction } from 'kysely';
import { BANK_TITLE_MAX, type BankQuestionInput } from '../../../src/domain/quiz/banks/questionBank';
import type { Database } from '../../db/database';
import { contentOf, insertBank, insertCategory, insertQuestion } from './questionBanks';

export interface BankToStore {
  /** How the import's slots name the bank. */
  readonly key: string;
  readonly title: string;
  readonly categories: readonly {
    readonly title: string;
    readonly questions: readonly BankQuestionInput[];
  }[];
}

export interface StoredBank {
  readonly id: number;
  readonly title: string;
  /** The category ids by the titles the upload gave them. */
  readonly categories: ReadonlyMap<string, number>;
}

const cut = (title: string) => title.trim().slice(0, BANK_TITLE_MAX).trim() || 'Imported';

/** Stores the banks as the owner's, each by its key. */
export async function storeImportedBanks(
  trx: Transaction<Database>,
  banks: readonly BankToStore[],
  ownerUserId: number,
  now: Date,
): Promise<Map<string, StoredBank>> {
  const stored = new Map<string, StoredBank>();
  for (const bank of banks) {
    const id = await insertBank(trx, {
      title: cut(bank.title),
      ownerUserId,
      institutionId: null,
      createdBy: ownerUserId,
    });
    const categories = new Map<string, number>();
    for (const category of bank.categories) {
      const categoryId = await insertCategory(trx, id, cut(category.title));
      categories.set(category.title, categoryId);
      for (const question of category.questions)
        await insertQuestion(trx, categoryId, await contentOf(trx, question), now);
    }
    stored.set(bank.key, { id, title: cut(bank.title), categories });
  }
  return stored;
}
