/**
 * Canvas's feedback on a matching pair (ADR 406): the feedback a condition shows when a prompt is not given its answer
 * (`not varequal`) is kept on that pair, also when Canvas writes the prompt again; the formats that have no place for
 * it name it in their notes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8 } from 'fflate';
import { qti12Source } from '../../../../../server/imports/qti12Item';
import { descendants, parseXml } from '../../../../../server/imports/xmlTree';
import type { MatchingDefinition } from '../../domain/matching';
import type { ExportMatchingQuestion } from '../../server/matchingExportQuestion';
import { matchingMoodleXmlNotes } from '../../server/moodleXmlWriter';
import { matchingGiftNotes } from '../../server/giftWriter';
import { matchingCcNotes } from '../../server/ccWriter';
import { matchingType } from '../../server/matchingType';
import { LOSSES } from '../../../shared/server/formatLosses';
import { readWithTypes } from '../../../shared/server/readWithTypes';
import { SAMPLES_DIR } from '../../../../../tests/server/quiz/exports/packageValidator';

const LMS = join(SAMPLES_DIR, '../lms/instructure-qti');

/** The pairs the import stores for the item of a Canvas sample with this title (the first without one). */
function storedPairs(path: string, title?: string) {
  const text = strFromU8(new Uint8Array(readFileSync(join(LMS, path))));
  const items = descendants(parseXml(strToU8(text), path), 'item');
  const item = title === undefined ? items[0] : items.find((i) => i.attributes.title === title);
  expect(item, `${path} ${title ?? ''}`).toBeDefined();
  const { result } = readWithTypes('qti12', qti12Source(item!), { item: path, type: 'item' }, () => ({
    kind: 'skipped',
    item: path,
    type: 'item',
    reason: 'unclaimed',
  }));
  expect(result.kind).toBe('question');
  const question = (result as Extract<typeof result, { kind: 'question' }>).question;
  expect(question.questionType).toBe('matching');
  return (question.definition as MatchingDefinition).pairs.map(({ prompt, answer, feedback }) => ({
    prompt,
    answer,
    ...(feedback ? { feedback } : {}),
  }));
}

describe('Canvas (QTI 1.2)', () => {
  test('each pair keeps the feedback shown when its prompt is not given its answer', () => {
    expect(storedPairs('items_1.2/matching_feedback.xml')).toEqual([
      { prompt: 'A', answer: '1', feedback: 'A:1' },
      { prompt: 'B', answer: '2', feedback: 'B:2' },
    ]);
  });

  test('a prompt Canvas writes again with the same answer gives the first its feedback', () => {
    expect(storedPairs('all_canvas_simple_1.2.xml', 'Question 7')).toEqual([
      { prompt: 'A', answer: '1', feedback: 'Answer Feedback, A:1 Chosen' },
      { prompt: 'B', answer: '2', feedback: 'Answer Feedback, B:2 Chosen' },
    ]);
  });
});

describe('writers', () => {
  const question = (feedback?: string) =>
    ({
      id: 5,
      title: 'Match.',
      questionType: 'matching',
      images: [],
      definition: {
        pairs: [
          { id: 'p1', prompt: 'A', answer: '1', ...(feedback ? { feedback } : {}) },
          { id: 'p2', prompt: 'B', answer: '2' },
        ],
        distractors: [],
      },
    }) as unknown as ExportMatchingQuestion;

  test.each([
    ['Moodle XML', matchingMoodleXmlNotes],
    ['GIFT', matchingGiftNotes],
    ['Common Cartridge', matchingCcNotes],
    ['QTI 2.1', matchingType.write!.notes!.qti!],
  ])('%s names a pair’s feedback it has no place for', (_format, notes) => {
    expect(notes(question('A is 1.'))).toContain(LOSSES.feedback);
    expect(notes(question())).not.toContain(LOSSES.feedback);
  });
});
