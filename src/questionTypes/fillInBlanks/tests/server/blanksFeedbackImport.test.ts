/**
 * Canvas's feedback on a blank's answers (ADR 406): the feedback a condition shows for one label of a fill in
 * multiple blanks or multiple dropdowns item is kept on that accepted answer or option, right or wrong; Moodle's
 * embedded answers keep theirs and write them back as `#feedback`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8 } from 'fflate';
import { qti12Source } from '../../../../../server/imports/qti12Item';
import { descendants, parseXml } from '../../../../../server/imports/xmlTree';
import type { ExportFillInBlanksQuestion } from '../../server/fillInBlanksExportQuestion';
import { fillInBlanksMoodleXmlWriter } from '../../server/moodleXmlWriter';
import { fillInBlanksQti21Notes } from '../../server/qti21Writer';
import { fillInBlanksCcNotes } from '../../server/ccWriter';
import { LOSSES } from '../../../shared/server/formatLosses';
import { readWithTypes } from '../../../shared/server/readWithTypes';
import type { FillInBlanksDefinition } from '../../domain/fillInBlanksDefinition';
import { SAMPLES_DIR } from '../../../../../tests/server/quiz/exports/packageValidator';

const LMS = join(SAMPLES_DIR, '../lms/instructure-qti');

/** The question the import stores for the item of a Canvas sample with this title (the first without one). */
function stored(path: string, title?: string) {
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
  expect(question.questionType).toBe('fillInBlanks');
  return { definition: question.definition as FillInBlanksDefinition, notes: question.notes ?? [] };
}

describe('Canvas (QTI 1.2)', () => {
  test.each(['all_canvas_simple_1.2.xml', 'interaction_checks_1.2.xml'])(
    '%s: each typed blank’s accepted answer keeps its feedback',
    (path) => {
      const { definition, notes } = stored(path, 'Question 4');
      expect(definition.gaps).toEqual([
        {
          id: 'gap-1',
          kind: 'typed',
          answers: [{ id: 'gap-1.1', text: 'Multiple', feedback: 'Answer Feedback, correct, Multiple' }],
          caseSensitive: false,
        },
        {
          id: 'gap-2',
          kind: 'typed',
          answers: [{ id: 'gap-2.1', text: 'Blanks', feedback: 'Answer Feedback, correct, Blanks' }],
          caseSensitive: false,
        },
      ]);
      // "multiple" is the same answer when case does not count, its feedback the same words.
      expect(notes).toEqual([]);
    },
  );

  test('a dropdown’s right and wrong options keep their feedback', () => {
    const { definition } = stored('all_canvas_simple_1.2.xml', 'Question 6');
    expect(definition.gaps).toEqual([
      {
        id: 'gap-1',
        kind: 'dropdown',
        options: [
          { id: 'gap-1.1', text: 'C', feedback: 'Answer Feedback, correct, C' },
          { id: 'gap-1.2', text: 'D', feedback: 'Answer Feedback, incorrect, D' },
        ],
        right: 'gap-1.1',
      },
    ]);
  });

  test.each(['items_1.2/canvas_multiple_dropdown.xml', 'items_1.2/canvas_multiple_dropdowns.xml'])(
    '%s: every option of both dropdowns keeps its feedback',
    (path) => {
      const { definition } = stored(path);
      expect(
        definition.gaps.map((gap) =>
          gap.kind === 'dropdown' ? gap.options.map((o) => [o.text, o.feedback]) : [],
        ),
      ).toEqual([
        [
          ['red', 'Yes! Red .'],
          ['plaid', "I'm pretty sure you meant red."],
        ],
        [
          ['blue', 'Yes, blue !'],
          ['paisely', 'Did you also chose plaid? You wanted to blue .'],
        ],
      ]);
    },
  );
});

describe('writers', () => {
  const question = (definition: FillInBlanksDefinition) =>
    ({
      id: 9,
      title: '<p>Complete the poem.</p>',
      questionType: 'fillInBlanks',
      definition,
      images: [],
    }) as unknown as ExportFillInBlanksQuestion;

  const POEM: FillInBlanksDefinition = {
    text: 'Roses are [[1]] and [[2]].',
    gaps: [
      {
        id: 'g1',
        kind: 'dropdown',
        options: [
          { id: 'r', text: 'red', feedback: 'Yes~red' },
          { id: 'p', text: 'plaid' },
        ],
        right: 'r',
      },
      {
        id: 'g2',
        kind: 'typed',
        answers: [{ id: 'a', text: 'sweet', feedback: 'Sweet #1' }],
        caseSensitive: false,
      },
    ],
  };

  test('Moodle’s embedded answers write each answer’s feedback after it, its syntax escaped', () => {
    const { fields } = fillInBlanksMoodleXmlWriter(question(POEM));
    const text = (fields as { questiontext: { text: string } }).questiontext.text;
    expect(text).toContain('{1:MULTICHOICE:=red#Yes\\~red~plaid}');
    expect(text).toContain('{1:SHORTANSWER:=sweet#Sweet \\#1}');
  });

  test('QTI 2.1 and Common Cartridge name the answers’ feedback they do not write', () => {
    expect(fillInBlanksQti21Notes(question(POEM))).toContain(LOSSES.feedback);
    expect(fillInBlanksCcNotes(question(POEM))).toContain(LOSSES.feedback);
    const plain: FillInBlanksDefinition = {
      ...POEM,
      gaps: POEM.gaps.map((gap) =>
        gap.kind === 'dropdown'
          ? { ...gap, options: gap.options.map(({ id, text }) => ({ id, text })) }
          : { ...gap, answers: gap.answers.map(({ id, text }) => ({ id, text })) },
      ),
    };
    expect(fillInBlanksQti21Notes(question(plain))).not.toContain(LOSSES.feedback);
    expect(fillInBlanksCcNotes(question(plain))).not.toContain(LOSSES.feedback);
  });
});
