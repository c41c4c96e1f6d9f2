/** A bank question as the server sends it (one right option), for the Banks screen's machine and view tests. */
import type { BankQuestion } from '../../src/domain/quiz/banks/questionBank';

export const bankQuestion = (id: number, categoryId: number): BankQuestion => ({
  id,
  categoryId,
  version: 1,
  title: `Question ${id}`,
  image: null,
  isMultiple: false,
  rightAnswer: [1],
  textOptions: [{ id: 1, text: 'Right' }],
});
