/**
 * How the readers take a question's scoring from its source (ADR 292): QTI 2's `match_correct` (the real IMS
 * ordering sample) and a `match` of every response giving the points read as all or nothing; `map_response` and
 * per-response conditions as partial credit; QTI 1.2 conditions asking for every gap at once as all or nothing,
 * for some gaps together with the note that says so; Moodle's ordering ALLORNOTHING.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { strFromU8, strToU8 } from 'fflate';
import { moodleSource } from '../../../../../server/imports/moodleQuestion';
import { qti12Source } from '../../../../../server/imports/qti12Item';
import { qti2Source } from '../../../../../server/imports/qti2Item';
import { descendants, parseXml } from '../../../../../server/imports/xmlTree';
import { describeWithTypes } from '../../server/readWithTypes';

const LMS = resolve(__dirname, '../../../../../../shared/formats/samples/lms/instructure-qti');
const sample = (path: string) => strFromU8(new Uint8Array(readFileSync(join(LMS, path))));

const described = (read: ReturnType<typeof describeWithTypes>) => {
  expect(read?.read.kind).toBe('read');
  return (read!.read as { description: { scoring?: string; notes?: readonly string[] } }).description;
};
const qti2 = (text: string) =>
  described(describeWithTypes('qti2', qti2Source(parseXml(strToU8(text), 'item.xml'))!));
const qti12 = (text: string) =>
  described(
    describeWithTypes('qti12', qti12Source(descendants(parseXml(strToU8(text), 'fib.xml'), 'item')[0]!)),
  );

const ORDER = sample('items_2.2/order.xml');
const processing = (xml: string) =>
  ORDER.replace(/<responseProcessing[\s\S]*?\/>/, `<responseProcessing>${xml}</responseProcessing>`);

describe('QTI 2', () => {
  test('IMS’s ordering sample, scored by match_correct, is all or nothing', () => {
    expect(qti2(ORDER).scoring).toBe('allOrNothing');
  });

  test('a match of the response with its correct response giving the points is all or nothing', () => {
    const matched = processing(
      '<responseCondition><responseIf><match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>' +
        '<setOutcomeValue identifier="SCORE"><baseValue baseType="float">3</baseValue></setOutcomeValue>' +
        '</responseIf></responseCondition>',
    );
    expect(qti2(matched).scoring).toBe('allOrNothing');
  });

  test('map_response, and points given for something else, are partial credit', () => {
    const mapped = ORDER.replace('rptemplates/match_correct', 'rptemplates/map_response');
    expect(qti2(mapped).scoring).toBeUndefined();
    const counted = processing(
      '<responseCondition><responseIf><isNull><variable identifier="RESPONSE"/></isNull>' +
        '<setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>' +
        '</responseIf></responseCondition>',
    );
    expect(qti2(counted).scoring).toBeUndefined();
  });
});

describe('QTI 1.2', () => {
  const FIB = sample('items_1.2/fib.xml');

  test('IMS’s blanks example, its points for every gap at once, is all or nothing without a note on it', () => {
    const description = qti12(FIB);
    expect(description.scoring).toBe('allOrNothing');
    expect(description.notes).toEqual([]);
  });

  test('a condition per gap is partial credit; one asking for two of three gaps keeps its note', () => {
    const perGap = FIB.replace(
      /<respcondition>[\s\S]*?<\/respcondition>/,
      ['FIB01', 'FIB02', 'FIB03']
        .map(
          (gap) =>
            `<respcondition><conditionvar><varequal respident="${gap}">x</varequal></conditionvar>` +
            '<setvar action="Add" varname="FIBSCORE1">1</setvar></respcondition>',
        )
        .join(''),
    );
    expect(qti12(perGap).scoring).toBeUndefined();
    const twoOfThree = FIB.replace(
      /<varequal respident = "FIB03" case = "Yes">York<\/varequal>\s*<\/conditionvar>/,
      '</conditionvar><setvar action="Add" varname="FIBSCORE1">2</setvar></respcondition>' +
        '<respcondition><conditionvar><varequal respident="FIB03" case="Yes">York</varequal></conditionvar>',
    );
    expect(qti12(twoOfThree)).toMatchObject({
      notes: [
        'Its points were given only when several gaps were right together; here each gap typed right earns its share of them.',
      ],
    });
    expect(qti12(twoOfThree).scoring).toBeUndefined();
  });
});

test('Moodle XML: an ordering question graded ALLORNOTHING is all or nothing, one graded by neighbours partial', () => {
  const question = (grading: string) =>
    `<quiz><question type="ordering"><name><text>Stages</text></name><questiontext format="html"><text>Order them.</text></questiontext>` +
    `<gradingtype>${grading}</gradingtype>` +
    ['Glycolysis', 'Krebs cycle', 'Electron transport']
      .map((text, i) => `<answer fraction="${i + 1}" format="html"><text>${text}</text></answer>`)
      .join('') +
    '</question></quiz>';
  const read = (grading: string) =>
    described(
      describeWithTypes(
        'moodleXml',
        moodleSource(
          descendants(parseXml(strToU8(question(grading)), 'q.xml'), 'question')[0]!,
          0,
          new Map(),
        ),
      ),
    );
  expect(read('ALLORNOTHING').scoring).toBe('allOrNothing');
  expect(read('RELATIVE_NEXT_EXCLUDE_LAST').scoring).toBeUndefined();
});
