import { ApiError } from '../../../../src/api/shared/http';
import type { Quiz } from '../../../../src/domain/quiz/quiz';
import {
  quizViewerMachine,
  type QuizViewerInput,
} from '../../../../src/machines/quiz/viewer/quizViewerMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../../support/modelPaths';

const quiz = { id: 4, title: 'Laboratory Safety Essentials' } as Quiz;

const model = createMachineModel(quizViewerMachine, {
  input: { kind: 'admin', quizId: 4 },
  events: {},
  actors: {
    fetchQuiz: (input: QuizViewerInput) =>
      input.quizId === 4 ? [resolves(quiz, 'the quiz'), rejects(new ApiError(404, 'Not found'))] : [],
  },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of the quiz viewer', () => {
  expectFullCoverage(quizViewerMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path, {
    check: (real) => {
      if (real.matches('ready')) expect(real.context.quiz?.title).toBe('Laboratory Safety Essentials');
      if (real.matches('loadFailed')) expect(real.context.error).toBe('Not found');
    },
  });
});
