/**
 * "Mendel drawn": a quiz of four choice questions and a random slot of three from a bank category of six ("Genetics
 * bank" / "Inheritance"), made through the banks and quiz API as an author makes it (ADR 259).
 */
import { BANK_PATHS } from '../../../src/api/banks/bankContract';
import { bearer, call, type TestApp } from '../testApp';

const question = (title: string, n: number) => ({
  article: null,
  sortIndex: n,
  title,
  type: 2,
  isMultiple: false,
  rightAnswer: ['r'],
  image: null,
  textOptions: [
    { id: 'r', text: `Right answer ${n}` },
    { id: 'w', text: `Wrong answer ${n}` },
  ],
});

/** Makes the bank and the quiz; answers the quiz's id. */
export async function createDrawnQuiz(t: TestApp, token: string): Promise<number> {
  const api = (method: 'POST', url: string, payload: object) =>
    call(t.app, { method, url, headers: bearer(token), payload });
  const bank = await api('POST', BANK_PATHS.banks, { title: 'Genetics bank' });
  expect(bank.status).toBe(200);
  const bankId: number = bank.body.content.id;
  const category = await api('POST', BANK_PATHS.categories(bankId), { title: 'Inheritance' });
  const categoryId: number = category.body.content.categories[0].id;
  for (let n = 1; n <= 6; n++) {
    const { textOptions, rightAnswer, isMultiple, image } = question('', n);
    const added = await api('POST', BANK_PATHS.questions(bankId), {
      categoryId,
      question: { title: `Bank question ${n} on inheritance`, textOptions, rightAnswer, isMultiple, image },
    });
    expect(added.status).toBe(200);
  }
  const created = await api('POST', '/api/admin/quiz/template/create', {
    title: 'Mendel drawn',
    tags: [],
    article: null,
    startDate: null,
    endDate: null,
    isGraded: false,
    duration: null,
    showCaption: false,
    restrictNonInstitutional: false,
    activities: [
      {
        title: 'Peas',
        sortIndex: 1,
        items: [1, 2, 3, 4].map((n) => question(`Fixed question ${n} on peas`, n)),
        randomSlots: [{ id: 'slot-1', bankId, categoryId, count: 3 }],
      },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.content.id;
}
