import { ApiError } from '../../../../src/api/shared/http';
import type { StudentResult } from '../../../../src/domain/quiz/results/results';
import { studentResultMachine } from '../../../../src/machines/quiz/results/studentResultMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../../support/modelPaths';

const result: StudentResult = {
  id: 9,
  quizId: 3,
  assignedUser: 'a@x.example',
  title: 'Quiz',
  dateSubmitted: '2026-05-01T10:00:00.000Z',
  score: 1,
  rightAnswers: 1,
  questionCount: 2,
  isGraded: true,
  questions: [],
};

const model = createMachineModel(studentResultMachine, {
  input: { assignId: 9 },
  events: {},
  actors: { fetchStudentResult: () => [resolves(result, 'result'), rejects(new ApiError(404, 'Not found'))] },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of the student result machine', () => {
  expectFullCoverage(studentResultMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path, {
    check: (real) => {
      if (real.matches('loadFailed')) expect(real.context.error).toBe('Not found');
    },
  });
});
