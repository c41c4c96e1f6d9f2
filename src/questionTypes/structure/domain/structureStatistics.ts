/**
 * What a structure question adds to the statistics: its most common wrong molecules. Answers are one molecule when
 * their keys are equal (`OCC` and `CCO`, or a drawing and its SMILES), so a class's answers are counted by
 * molecule, not by how each was written; each is shown as a SMILES of the first one given. Facility (how many got
 * it right) is counted for every type.
 */
import { mostFrequent } from '../../shared/domain/answerCounts';
import type { GivenAnswer, TypeStatistics } from '../../shared/domain/questionType';
import { structureKey, structureSmiles } from './structureKeys';

/** How many of the most common wrong molecules the statistics list. */
export const WRONG_MOLECULES_SHOWN = 5;

/** The wrong molecules given, most frequent first; stereochemistry tells two apart only where it counts. */
export function structureStatistics(
  stereo: boolean,
  answers: readonly GivenAnswer<string>[],
): TypeStatistics {
  const wrong = answers
    .filter(({ correct, answer }) => !correct && answer.trim() !== '')
    .map(({ answer }) => {
      const read = structureKey(answer, stereo);
      // A text not read as a molecule (stored before it was checked) is counted by itself.
      return {
        key: read.ok ? `molecule:${read.key}` : `text:${answer.trim()}`,
        text: structureSmiles(answer),
      };
    });
  return { wrongAnswers: mostFrequent(wrong, WRONG_MOLECULES_SHOWN) };
}
