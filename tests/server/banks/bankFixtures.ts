/** A bank of six questions in one category and a quiz drawing from it, made through the API (ADR 232). */
import { BANK_PATHS } from '../../../src/api/banks/bankContract';
import { QuizSchema, type Quiz } from '../../../src/domain/quiz/quiz';
import { bearer, call, type TestApp } from '../testApp';
import { OWNER } from '../take/takeFixtures';

export interface SessionQuestion {
  id: number;
  title: string;
  options: { id: number; text: string }[];
}
export const questionsOf = (session: { activities: { items: (SessionQuestion & { kind: string })[] }[] }) =>
  session.activities.flatMap((a) => a.items.filter((i) => i.kind === 'question'));
export const drawnTitles = (questions: SessionQuestion[]) =>
  questions.map((q) => q.title).filter((title) => title.startsWith('Question '));

export function bankFixtures(app: () => TestApp) {
  const as = async (email: string) => bearer(await app().signIn(email));
  async function api(
    email: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    return call(app().app, { method, url, headers: await as(email), ...(payload ? { payload } : {}) });
  }
  /** A bank of the owner with one category "Cells" of six single-answer questions ("Question 1" ... "Question 6"). */
  async function bankOfSix() {
    const created = await api(OWNER, 'POST', BANK_PATHS.banks, { title: 'Biology bank' });
    expect(created.status).toBe(200);
    const bankId: number = created.body.content.id;
    const withCategory = await api(OWNER, 'POST', BANK_PATHS.categories(bankId), { title: 'Cells' });
    const categoryId: number = withCategory.body.content.categories[0].id;
    for (let n = 1; n <= 6; n++) {
      const added = await api(OWNER, 'POST', BANK_PATHS.questions(bankId), {
        categoryId,
        question: {
          title: `Question ${n}`,
          isMultiple: false,
          rightAnswer: ['r'],
          image: null,
          textOptions: [
            { id: 'r', text: `Right ${n}` },
            { id: 'w', text: `Wrong ${n}` },
          ],
        },
      });
      expect(added.status).toBe(200);
    }
    return { bankId, categoryId };
  }

  async function quizWithSlot(bankId: number, categoryId: number, count = 3): Promise<Quiz> {
    const response = await api(OWNER, 'POST', '/api/quiz/create', {
      title: 'Cells, drawn',
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
          title: 'Activity 1',
          sortIndex: 1,
          items: [
            {
              article: null,
              sortIndex: 1,
              title: 'Fixed question',
              type: 2,
              isMultiple: false,
              rightAnswer: ['a'],
              image: null,
              textOptions: [
                { id: 'a', text: 'Yes' },
                { id: 'b', text: 'No' },
              ],
            },
          ],
          randomSlots: [{ id: 'slot-1', bankId, categoryId, count }],
        },
      ],
    });
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
    return QuizSchema.parse(response.body.content);
  }
  return { api, bankOfSix, quizWithSlot };
}
