/** Quiz fixtures. A stored quiz as the server's GET returns it, with neutral values: a test names only what it is about. */
import type { Quiz, QuizItem } from '../../src/domain/quiz/quiz';
import type { PayloadItem, QuizPayload } from '../../src/domain/quiz/quizPayload';

export function storedQuiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    id: 1,
    kind: 'admin',
    title: 'Cell biology',
    article: null,
    tags: [],
    active: true,
    startDate: null,
    endDate: null,
    duration: null,
    countOfQuestions: 0,
    editable: true,
    isGraded: true,
    showCaption: false,
    restrictNonInstitutional: false,
    isAssignSomeone: false,
    sharedList: [],
    processStatus: 1,
    quizType: null,
    sectionId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdBy: null,
    activities: [],
    version: 1,
    // As the server answers a super admin (ADR 192): everything but rebuild, which is for section quizzes.
    actions: ['view', 'edit', 'copy', 'share', 'delete', 'download', 'results', 'setDeadline', 'addToClass'],
    ...overrides,
  };
}

/**
 * The `order`-th stored question (id `order`×10, options `order`×100 'Temperature' and `order`×100+1 'Activation
 * energy', the second right), as the server's GET returns it.
 */
export function storedQuestion(order: number, overrides: Partial<QuizItem> = {}): QuizItem {
  return {
    id: order * 10,
    sortIndex: order,
    type: 2,
    title: 'What does an enzyme lower?',
    image: null,
    isMultiple: false,
    rightAnswer: [order * 100 + 1],
    article: null,
    questionOrder: order,
    textOptions: [
      { id: order * 100, text: 'Temperature' },
      { id: order * 100 + 1, text: 'Activation energy' },
    ],
    ...overrides,
  };
}

/** Admin quiz 8 'Enzyme Kinetics' at version 2: one activity holding `items`. */
export function storedEnzymeQuiz(items: readonly QuizItem[] = [storedQuestion(1)]): Quiz {
  return storedQuiz({
    id: 8,
    kind: 'admin',
    title: 'Enzyme Kinetics',
    version: 2,
    activities: [{ id: 1, title: 'Activity 1', sortIndex: 1, items: [...items] }],
  });
}

/** A question of `quizPayload`: its options' texts, the indexes of the right ones (default the first). */
export interface QuestionFixture {
  readonly title: string;
  readonly options?: readonly string[];
  readonly right?: readonly number[];
  readonly isMultiple?: boolean;
  readonly image?: string | null;
}

/** An item of `quizPayload` as it is: a question, or a video item given whole. */
export type ItemFixture = QuestionFixture | PayloadItem;

const isPayloadItem = (item: ItemFixture): item is PayloadItem => 'type' in item;

/**
 * A quiz as the create calls of SPEC section 7 take it (local option ids, no server ids), with neutral details:
 * one activity per entry, its items in order. A test names only its titles, questions and the details it is about.
 */
export function quizPayload(
  title: string,
  activities: readonly { readonly title: string; readonly items: readonly ItemFixture[] }[],
  details: Partial<Omit<QuizPayload, 'title' | 'activities'>> = {},
): QuizPayload {
  return {
    title,
    tags: [],
    article: null,
    startDate: null,
    endDate: null,
    isGraded: true,
    duration: null,
    showCaption: false,
    restrictNonInstitutional: false,
    ...details,
    activities: activities.map((activity, a) => ({
      title: activity.title,
      sortIndex: a + 1,
      items: activity.items.map((item, i): PayloadItem => {
        if (isPayloadItem(item)) return { ...item, sortIndex: i + 1 };
        const options = (item.options ?? ['Answer a', 'Answer b']).map((text, o) => ({
          id: `a${a + 1}-i${i + 1}-o${o + 1}`,
          text,
        }));
        return {
          article: null,
          sortIndex: i + 1,
          title: item.title,
          type: 2,
          isMultiple: item.isMultiple ?? false,
          rightAnswer: (item.right ?? [0]).map((index) => options[index]!.id),
          image: item.image ?? null,
          textOptions: options,
        };
      }),
    })),
  };
}
