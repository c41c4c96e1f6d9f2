/** Random chemical structure questions, answers and edits for the registry's property tests (typeSamples.ts). */
import fc from 'fast-check';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import type { TypeSample } from '../../../shared/tests/domain/typeSamples';

const MOLECULES = ['CCO', 'C[C@@H](C(=O)O)N', 'C/C=C/C', 'c1ccccc1O'] as const;
const points = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 0, max: 1000 }).map((n) => n / 4),
);

export const structure: TypeSample = {
  question: fc.tuple(fc.constantFrom(...MOLECULES), fc.boolean(), points).map(([molecule, stereo, pts]) => ({
    id: 14,
    title: 'Draw the molecule.',
    isMultiple: false,
    options: [],
    rightAnswer: [],
    questionType: 'structure',
    definition: { structure: molecule, stereo },
    ...(pts === undefined ? {} : { points: pts }),
  })),
  answer: () =>
    fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(...MOLECULES, 'OCC', 'not a molecule', '', '   ').map((response) => ({ response })),
      fc.constant({ response: 42 }),
    ),
  right: (q) => ({ response: (q.definition as { structure: string }).structure }),
  solution: (q) => [(q.definition as { structure: string }).structure],
  edit: (item, k) =>
    [
      { type: 'structure.setStructure', itemId: item.originId, structure: MOLECULES[k % MOLECULES.length]! },
      { type: 'structure.setStereo', itemId: item.originId, stereo: k % 2 === 0 },
    ][k % 2] as QuizEvent,
};
