/**
 * The structure question's pure rules (ADR 389): its editor events, its save check, what the student may see, and
 * what the console can say without the server's chemistry (a text is only its own key there).
 */
import { dispatch, openDocument, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import { newQuizState } from '../../../../domain/quiz/editor/quizEditorState';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { isMolfile } from '../../domain/molfile';
import { NEW_STRUCTURE, STRUCTURE_MESSAGES, structureType } from '../../domain/structure';
import { comparesMolecules } from '../../domain/structureKeys';

const question = (structure: string, stereo = true): StoredQuestion => ({
  id: 3,
  title: 'Draw ethanol.',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'structure',
  definition: { structure, stereo },
});

test('a new question has no molecule yet, stereochemistry counting, and cannot be saved so', () => {
  expect(structureType.newQuestion().definition).toEqual({ structure: '', stereo: true });
  const input = { title: 'Draw it.', textOptions: [], definition: NEW_STRUCTURE };
  expect(structureType.validate(input)).toEqual([
    { field: 'structure', message: STRUCTURE_MESSAGES.missing },
  ]);
  expect(structureType.validate({ ...input, definition: { structure: 'CCO', stereo: true } })).toEqual([]);
});

test('the student sees whether stereochemistry counts and never the right molecule', () => {
  const view = structureType.studentView(question('C[C@@H](C(=O)O)N', false));
  expect(view).toEqual({ maxLength: 20_000, stereo: false });
  expect(JSON.stringify(view)).not.toContain('C@@H');
});

test('in the browser nothing compares molecules: only the same text is known to be right, and nothing is refused', () => {
  expect(comparesMolecules()).toBe(false);
  expect(structureType.score(question('CCO'), ' CCO ').correct).toBe(true);
  expect(structureType.score(question('CCO'), 'OCC').correct).toBe(false);
  expect(structureType.checkResponse(question('CCO'), 'not a molecule')).toBeUndefined();
  expect(structureType.score(question(''), '')).toMatchObject({ correct: false, earned: 0 });
});

test('a molfile is told from a SMILES', () => {
  expect(isMolfile('\n  OCL\n\n  3  2  0  0  0  0  0  0  0  0999 V2000\nM  END\n')).toBe(true);
  expect(isMolfile('C[C@@H](C(=O)O)N')).toBe(false);
});

test('typing a SMILES is one undo step; choosing whether stereochemistry counts is another', () => {
  let doc = openDocument(newQuizState('a1'));
  doc = dispatch(doc, {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'q',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
    questionType: 'structure',
  }).document;
  const definition = () => doc.state.activities[0]!.items[0]!.definition;
  for (const [at, structure] of ['C', 'CC', 'CCO'].entries())
    doc = dispatch(doc, { type: 'structure.setStructure', itemId: 'q', structure }, { at }).document;
  doc = dispatch(doc, { type: 'structure.setStereo', itemId: 'q', stereo: false }, { at: 10_000 }).document;
  expect(definition()).toEqual({ structure: 'CCO', stereo: false });
  doc = undo(doc);
  expect(definition()).toEqual({ structure: 'CCO', stereo: true });
  doc = undo(doc);
  expect(definition()).toEqual({ structure: '', stereo: true });
});
