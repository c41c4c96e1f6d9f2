/**
 * Canvas's true_false_question (QTI 1.2) imports as the console's true/false question, whichever of True or False is
 * right (ADR 204; before, a single-choice question with two options, ADR 059). The item is the one of Canvas's sample
 * export.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { readQti12Item } from '../../../../../server/imports/qti12Reader';
import { descendants, parseXml } from '../../../../../server/imports/xmlTree';
import { SAMPLES_DIR } from '../../../../../tests/server/quiz/exports/packageValidator';

const documentXml = strFromU8(
  unzipSync(new Uint8Array(readFileSync(join(SAMPLES_DIR, 'canvas_qti_1.2_export.zip'))))[
    'i00f37ac2af026e5a607e4a5d9a70b1d5/i00f37ac2af026e5a607e4a5d9a70b1d5.xml'
  ]!,
);

/** The sample's first item, a true_false_question, after `edit`. */
function trueFalseItem(edit: (xml: string) => string = (xml) => xml) {
  const root = parseXml(strToU8(edit(documentXml)), 'canvas.xml');
  const item = descendants(root, 'item')[0]!;
  expect(descendants(item, 'fieldentry').map((f) => f.children.join(''))).toContain('true_false_question');
  return readQti12Item(item);
}

describe("Canvas's true/false question", () => {
  test('becomes a true/false question with True right, as exported', () => {
    expect(trueFalseItem()).toEqual({
      kind: 'question',
      question: {
        kind: 'question',
        title: 'afsdf',
        name: 'Question 1',
        isMultiple: false,
        options: [],
        right: [],
        images: [],
        questionType: 'trueFalse',
        definition: { answer: true },
      },
    });
  });

  test('with False right (the answer Canvas writes as the second label)', () => {
    const result = trueFalseItem((xml) =>
      xml.replace(
        '<varequal respident="response1">6467</varequal>',
        '<varequal respident="response1">4608</varequal>',
      ),
    );
    expect(result).toMatchObject({
      kind: 'question',
      question: { questionType: 'trueFalse', definition: { answer: false } },
    });
  });

  test('stays true/false when the response does not declare its cardinality', () => {
    const result = trueFalseItem((xml) =>
      xml.replace(
        '<response_lid ident="response1" rcardinality="Single">',
        '<response_lid ident="response1">',
      ),
    );
    expect(result).toMatchObject({
      kind: 'question',
      question: { questionType: 'trueFalse', definition: { answer: true } },
    });
  });

  test('without a right answer it is skipped, named by its Canvas type, with the reason', () => {
    const result = trueFalseItem((xml) =>
      xml.replace(
        '<setvar action="Set" varname="SCORE">100</setvar>',
        '<setvar action="Set" varname="SCORE">0</setvar>',
      ),
    );
    expect(result).toEqual({
      kind: 'skipped',
      item: 'Question 1',
      type: 'true_false_question',
      reason: 'No option is marked right or gives points.',
    });
  });
});
