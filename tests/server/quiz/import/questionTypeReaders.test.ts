/**
 * The question types' QTI readers held against real items other systems wrote (Canvas, IMS, the QTI 2 reference
 * samples in ../shared/formats/samples): each item is claimed by the type it is, and described with what the
 * source says (answers and their shares, tolerances, pairs, order, gaps, regions, feedback, points).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { qti12Source } from '../../../../server/imports/qti12Item';
import { qti2Source } from '../../../../server/imports/qti2Item';
import { descendants, parseXml } from '../../../../server/imports/xmlTree';
import type { EssayDescription } from '../../../../src/questionTypes/essay/server/essayDescription';
import { ESSAY_STORE_NOTES, storeEssay } from '../../../../src/questionTypes/essay/server/essayStore';
import { describeWithTypes } from '../../../../src/questionTypes/shared/server/readWithTypes';
import { EssayDefinitionSchema } from '../../../../src/questionTypes/essay/domain/essay';
import { SAMPLES_DIR } from '../exports/packageValidator';

const LMS = join(SAMPLES_DIR, '../lms/instructure-qti');

/**
 * The text of a sample. IMS's ordering examples declare an element in an internal DTD subset; it declares no
 * entity, so it is left out here to read the items themselves, as the import does (ADR 213).
 */
const sample = (path: string) =>
  strFromU8(new Uint8Array(readFileSync(join(LMS, path)))).replace(/<!DOCTYPE[^[>]*\[[\s\S]*?\]>/, '');

/** The description of a QTI 1.2 item of a sample (the first, or the one with this title). */
function qti12(path: string, title?: string) {
  const items = descendants(parseXml(strToU8(sample(path)), path), 'item');
  const item = title === undefined ? items[0] : items.find((i) => i.attributes.title === title);
  expect(item, `${path} ${title ?? ''}`).toBeDefined();
  return describeWithTypes('qti12', qti12Source(item!));
}

function qti2(path: string, text = sample(path)) {
  return describeWithTypes('qti2', qti2Source(parseXml(strToU8(text), path))!);
}

const description = (read: ReturnType<typeof qti12>) => {
  expect(read?.read.kind).toBe('read');
  return (read!.read as { description: Record<string, unknown> }).description;
};

describe('QTI 1.2 items (Canvas and IMS)', () => {
  test("Canvas's short answer: every text the scoring condition accepts, case not mattering", () => {
    expect(qti12('items_1.2/single_fib.xml')).toMatchObject({
      kind: 'shortAnswer',
      read: {
        description: {
          prompt: { text: 'Chicago is in what state?' },
          points: 1,
          answers: [
            { text: 'Illinois', fraction: 1, caseSensitive: false },
            { text: 'illinois', fraction: 1, caseSensitive: false },
          ],
        },
      },
    });
  });

  test("Canvas's short answer keeps its general, right and wrong feedback and each answer's own", () => {
    expect(description(qti12('items_1.2/fib_feedback.xml'))).toMatchObject({
      points: 3.5,
      feedback: { general: 'Generic feedback', correct: 'Correct Feedback', incorrect: 'Incorrect Feedback' },
      // Each full answer's own feedback (BLANK's is 3391_fb), then the question's on a right answer (ADR 393).
      answers: [
        { text: 'blank', feedback: 'Feedback on response 1226 Correct Feedback' },
        { text: 'Blank', feedback: 'Feedback on response 5344 Correct Feedback' },
        { text: 'BLANK', feedback: 'Feedback on response 3391 Correct Feedback' },
      ],
    });
  });

  test.each([
    ['numeric_exact_match.xml', 'Question1', [{ match: { kind: 'exact', value: 1234 }, fraction: 1 }]],
    [
      'numeric_margin_error.xml',
      undefined,
      [{ match: { kind: 'tolerance', value: 77, tolerance: 7, relative: false } }],
    ],
    [
      'numeric_margin_error_percent.xml',
      undefined,
      [{ match: { kind: 'tolerance', value: 200, tolerance: 0.2, relative: true } }],
    ],
    ['numeric_within_range.xml', undefined, [{ match: { kind: 'range', min: 1, max: 22 } }]],
    ['numeric_precision.xml', undefined, [{ match: { kind: 'tolerance', value: 1000, tolerance: 0.005 } }]],
  ])("Canvas's numeric answer (%s)", (file, title, answers) => {
    expect(qti12(`items_1.2/${file}`, title)).toMatchObject({
      kind: 'numeric',
      read: { description: { answers } },
    });
  });

  test('an undeclared typed response asking for a decimal is numeric, with every accepted value', () => {
    expect(description(qti12('items_1.2/numeric_exact_match.xml', 'Question2'))).toMatchObject({
      answers: [
        { match: { kind: 'exact', value: 4321 } },
        { match: { kind: 'exact', value: 1234 } },
        { match: { kind: 'exact', value: 1111 } },
      ],
    });
  });

  test("Canvas's essay keeps its word limits, plain-text box and grading notes", () => {
    expect(qti12('items_1.2/essay_custom_settings.xml')).toMatchObject({
      kind: 'essay',
      read: {
        description: {
          responseFormat: 'plain',
          minWords: 140,
          maxWords: 500,
          graderInfo: 'this is the remix',
        },
      },
    });
    expect(description(qti12('items_1.2/essay.xml'))).toMatchObject({ responseFormat: 'html' });
  });

  test("Canvas's essay is stored with its minimum and maximum of words, nothing noted (ADR 279)", () => {
    const stored = storeEssay(
      description(qti12('items_1.2/essay_custom_settings.xml')) as unknown as EssayDescription,
    );
    expect(stored).toMatchObject({
      questionType: 'essay',
      definition: { minWords: 140, maxWords: 500, graderInfo: 'this is the remix' },
    });
    expect(stored.notes ?? []).toEqual([]);
    expect(EssayDefinitionSchema.safeParse(stored.definition).success).toBe(true);
  });

  test.each([
    [{ minWords: 600, maxWords: 500 }, { maxWords: 500 }, [ESSAY_STORE_NOTES.minAboveMax(600, 500)]],
    [{ minWords: 20_000 }, { minWords: 10_000 }, [ESSAY_STORE_NOTES.minWords(20_000)]],
    [{ minWords: 0, maxWords: 500 }, { maxWords: 500 }, []],
    [{ minWords: 140.4 }, { minWords: 140 }, []],
  ])('an essay asking %j is stored as %j, noting %j', (words, definition, notes) => {
    const canvas = description(qti12('items_1.2/essay_custom_settings.xml')) as unknown as EssayDescription;
    const { minWords: _min, maxWords: _max, ...rest } = canvas;
    const stored = storeEssay({ ...rest, ...words });
    expect(stored.definition).toEqual({ ...definition, graderInfo: 'this is the remix' });
    expect(stored.notes ?? []).toEqual(notes);
  });

  test("Canvas's matching: each prompt with the answer its scoring selects, the rest distractors", () => {
    expect(qti12('items_1.2/matching.xml')).toMatchObject({
      kind: 'matching',
      read: {
        description: {
          pairs: [
            {
              prompt: 'Light Microscope',
              answer: 'Magnify up to about 400 times. Sometimes requires colored staining of cells.',
            },
            {
              prompt: 'Electron Microscopes',
              answer: "Uses a beam of electrons. Can provide details of cells' internal structure.",
            },
          ],
          distractors: ['A distractor answer.'],
        },
      },
    });
  });

  test("Canvas's fill in multiple blanks: every label of a blank is accepted, in the text's order", () => {
    expect(qti12('items_1.2/canvas_multiple_fib.xml')).toMatchObject({
      kind: 'fillInBlanks',
      read: {
        description: {
          prompt: { text: 'Roses are _____, violets are _____' },
          parts: ['Roses are ', { gap: 0 }, ', violets are ', { gap: 1 }],
          gaps: [
            { kind: 'typed', answers: [{ text: 'red' }, { text: 'Red' }] },
            { kind: 'typed', answers: [{ text: 'blue' }, { text: 'Blue' }] },
          ],
        },
      },
    });
  });

  test("Canvas's multiple dropdowns: the options of each blank, the scored one right, numbered as the text reads", () => {
    expect(
      description(qti12('items_1.2/canvas_multiple_dropdowns_correct_choice_is_not_the_first.xml')),
    ).toMatchObject({
      parts: [{ gap: 0 }, ' ', { gap: 1 }, ' is'],
      gaps: [
        {
          kind: 'dropdown',
          options: [
            { text: 'c', fraction: 0 },
            { text: 'd', fraction: 1 },
          ],
        },
        {
          kind: 'dropdown',
          options: [
            { text: 'a', fraction: 1 },
            { text: 'b', fraction: 0 },
          ],
        },
      ],
    });
  });

  test("New Quizzes' blanks: dropdowns and word banks are dropdowns; patterns and near misses keep their rule (ADR 305)", () => {
    expect(description(qti12('items_1.2/nq_multiple_fib_answer_types.xml'))).toMatchObject({
      gaps: [
        { kind: 'dropdown', options: [{ text: 'black', fraction: 1 }, { text: 'violet' }, { text: 'grey' }] },
        {
          kind: 'dropdown',
          options: [
            { text: 'brown', fraction: 0 },
            { text: 'white', fraction: 1 },
          ],
        },
        { kind: 'dropdown' },
      ],
    });
    expect(description(qti12('items_1.2/nq_multiple_fib_scoring_algorithms.xml'))).toMatchObject({
      notes: [],
      gaps: [
        { kind: 'typed', answers: [{ text: '*red*' }] },
        {
          kind: 'typed',
          answers: [{ text: 'blue', caseSensitive: false }],
          match: { kind: 'closeEnough', distance: 1 },
        },
        { kind: 'typed', answers: [{ text: 'green' }] },
        { kind: 'typed', answers: [{ text: 'yellow' }, { text: 'teal' }] },
        {
          kind: 'typed',
          answers: [{ text: '^orange<s>$', caseSensitive: true }],
          match: { kind: 'pattern' },
        },
      ],
    });
  });

  test("Canvas's hot spot: the image and its region in shares of the image; bad coordinates are named", () => {
    expect(qti12('items_1.2/hot_spot.xml', 'this is a hot-spot question')).toMatchObject({
      kind: 'hotspot',
      read: {
        description: {
          prompt: { text: 'point something on the image' },
          image: { src: '$IMS-CC-FILEBASE$/Uploaded Media/someuuid' },
          regions: [{ shape: 'rectangle', coords: [0.372, 0.1376, 0.616, 0.4256], units: 'fraction' }],
          maxChoices: 1,
        },
      },
    });
    for (const title of ['hot-spot with invalid coordinates', 'hot-spot without coordinates'])
      expect(qti12('items_1.2/hot_spot.xml', title)?.read).toEqual({
        kind: 'unreadable',
        reason: 'The question has no right region with valid coordinates.',
      });
  });

  test.each(['ordering.xml', 'ordering.row.xml', 'ordering_with_labels.xml'])(
    "IMS's object ordering (%s): the order of the condition that scores",
    (file) => {
      expect(qti12(`items_1.2/${file}`)).toMatchObject({
        kind: 'ordering',
        read: {
          description: {
            prompt: { text: 'What is the correct order for the days of the week ?' },
            items: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          },
        },
      });
    },
  );

  test("Canvas's true/false: which statement is right, and each answer's feedback", () => {
    expect(qti12('items_1.2/true_false.xml')).toMatchObject({
      kind: 'trueFalse',
      read: {
        description: {
          correct: false,
          // The feedback on a right or a wrong answer follows the answer's own (ADR 393).
          feedback: { general: 'Neutral' },
          answerFeedback: { false: 'Answer was Correct Correct', true: 'Incorrect' },
        },
      },
    });
  });

  test("Common Cartridge's profile: fill in the blank, pattern match and essay", () => {
    const ccItem = (profile: string, response: string, conditions: string) =>
      describeWithTypes(
        'qti12',
        qti12Source(
          parseXml(
            strToU8(
              `<item ident="i" title="CC ${profile}"><itemmetadata><qtimetadata><qtimetadatafield>` +
                `<fieldlabel>cc_profile</fieldlabel><fieldentry>${profile}</fieldentry></qtimetadatafield>` +
                '<qtimetadatafield><fieldlabel>cc_weighting</fieldlabel><fieldentry>2</fieldentry></qtimetadatafield>' +
                '</qtimetadata></itemmetadata><presentation><material><mattext texttype="text/plain">Which gas do ' +
                `plants take in?</mattext></material>${response}</presentation><resprocessing><outcomes><decvar/>` +
                `</outcomes>${conditions}</resprocessing></item>`,
            ),
            'cc.xml',
          ),
        ),
      );
    const typed =
      '<response_str ident="r" rcardinality="Single"><render_fib><response_label ident="a"/></render_fib></response_str>';
    const scored = (compare: string) =>
      `<respcondition><conditionvar>${compare}</conditionvar><setvar action="Set">100</setvar></respcondition>`;
    expect(
      ccItem(
        'cc.fib.v0p1',
        typed,
        scored(
          '<varequal respident="r" case="Yes">CO2</varequal><varequal respident="r">carbon dioxide</varequal>',
        ),
      ),
    ).toMatchObject({
      kind: 'shortAnswer',
      read: {
        description: {
          points: 2,
          answers: [
            { text: 'CO2', fraction: 1, caseSensitive: true },
            { text: 'carbon dioxide', fraction: 1, caseSensitive: false },
          ],
        },
      },
    });
    expect(
      ccItem('cc.pattern_match.v0p1', typed, scored('<varsubstring respident="r">dioxide</varsubstring>')),
    ).toMatchObject({
      kind: 'shortAnswer',
      read: { description: { answers: [{ text: '*dioxide*', caseSensitive: false }] } },
    });
    expect(ccItem('cc.essay.v0p1', typed, '')).toMatchObject({
      kind: 'essay',
      read: { description: { points: 2 } },
    });
  });

  test("Canvas's calculated question is a calculated question: its variables, formula and tolerance (ADR 291)", () => {
    expect(qti12('items_1.2/formula_mform.xml')).toMatchObject({
      kind: 'calculated',
      read: {
        kind: 'read',
        description: {
          // Canvas's [n][x] + [m][y] as the console's wildcards.
          prompt: { text: '{n}{x} + {m}{y}' },
          variables: [
            { name: 'y', min: 1, max: 10, decimals: 2 },
            { name: 'x', min: 1, max: 10, decimals: 2 },
            { name: 'n', min: 1, max: 10, decimals: 2 },
            { name: 'm', min: 1, max: 10, decimals: 2 },
          ],
          // Its lines x=n*x; y=m*y; x+y written into one formula.
          formula: 'n * x + m * y',
          tolerance: 0.1,
          relative: true,
          decimals: 2,
          notes: [],
        },
      },
    });
    expect(qti12('items_1.2/formula_scientific.xml')).toMatchObject({
      kind: 'calculated',
      read: { description: { formula: '5 + x', tolerance: 0, decimals: 0 } },
    });
  });

  test('a Canvas formula the console cannot read stays the numeric question of its first generated set (ADR 213)', () => {
    const xml = sample('items_1.2/formula_mform.xml').replace(
      '<formula>x+y</formula>',
      '<formula>fact(x)+y</formula>',
    );
    const item = descendants(parseXml(strToU8(xml), 'formula_mform.xml'), 'item')[0]!;
    expect(describeWithTypes('qti12', qti12Source(item))).toMatchObject({
      kind: 'numeric',
      read: {
        kind: 'read',
        description: {
          prompt: { text: '8.944.70 + 8.634.70' },
          answers: [
            { match: { kind: 'tolerance', value: 82.58, tolerance: 0.1, relative: true }, fraction: 1 },
          ],
          notes: [
            'A calculated question: Canvas drew its numbers for each student from the formula "x=n*x; y=m*y; ' +
              'fact(x)+y"; the first of 5 generated sets (y = 4.70, x = 4.70, n = 8.94, m = 8.63) is kept, so ' +
              'every student gets the same numbers.',
          ],
        },
      },
    });
  });

  test("Canvas's file upload is a file upload, with the kinds and number of files of its custom settings (ADR 294)", () => {
    expect(qti12('items_1.2/upload.xml')).toMatchObject({
      kind: 'fileUpload',
      read: { description: { prompt: { text: 'Upload a file that is a CSV' }, points: 1, notes: [] } },
    });
    expect(qti12('items_1.2/upload_with_custom_settings.xml')).toMatchObject({
      kind: 'fileUpload',
      read: { description: { kinds: ['png', 'jpeg'], maxFiles: 2, notes: [] } },
    });
  });

  test("Canvas's categorization is read as a matching: each answer a prompt, its group the answer (ADR 277)", () => {
    expect(qti12('items_1.2/categorization.xml')).toMatchObject({
      kind: 'matching',
      read: {
        kind: 'read',
        description: {
          pairs: [
            { prompt: 'A1', answer: 'Category_A' },
            { prompt: 'A2', answer: 'Category_A' },
            { prompt: 'B1', answer: 'Category_B' },
            { prompt: 'B2', answer: 'Category_B' },
          ],
          distractors: [],
        },
      },
    });
  });

  test("Canvas's text only question is a text block: its text, and no points (ADR 260)", () => {
    expect(qti12('items_1.2/text.no.question.xml')).toMatchObject({
      kind: 'textBlock',
      read: { kind: 'read', description: { prompt: { text: 'asfdfas asdvadsfsdav a . aasvdafa' } } },
    });
    expect(qti12('items_1.2/stimulus.xml')).toMatchObject({
      kind: 'textBlock',
      read: { description: { prompt: { text: 'stimulus content' } } },
    });
  });
});

describe('QTI 2.1 and 2.2 items', () => {
  test('a text entry of a string: the correct response and the mapping, each with its share', () => {
    expect(qti2('items_2.2/text_entry.xml')).toMatchObject({
      kind: 'shortAnswer',
      read: {
        description: {
          answers: [
            { text: 'York', fraction: 1, caseSensitive: true },
            { text: 'york', fraction: 0.5, caseSensitive: true },
          ],
        },
      },
    });
  });

  test('a text entry of a number compared with a relative tolerance', () => {
    expect(qti2('tests/interactionmix_saxony_v3/TextEntrynumeric_770468849.xml')).toMatchObject({
      kind: 'numeric',
      read: {
        description: {
          answers: [{ match: { kind: 'tolerance', value: 4.136, tolerance: 0.05, relative: true } }],
        },
      },
    });
  });

  test("an extended text: plain text, with the scorers' rubric as information for graders", () => {
    expect(description(qti2('items_2.2/extended_text_rubric.xml'))).toMatchObject({
      kind: 'essay',
      responseFormat: 'plain',
      graderInfo: expect.stringMatching(/^Scoring Guidelines Max Score: 3\.0 points/),
    });
  });

  test('a match interaction and an associate interaction whose pairs share no choice are matchings', () => {
    expect(description(qti2('items_2.2/match2.xml'))).toMatchObject({
      pairs: [
        { prompt: 'Weißeritz', answer: 'Dresden' },
        { prompt: 'Mulde', answer: 'Leipzig' },
        { prompt: 'Saale', answer: 'Halle' },
        { prompt: 'Spree', answer: 'Bautzen' },
      ],
      distractors: [],
    });
    expect(description(qti2('items_2.2/associate.xml'))).toMatchObject({
      pairs: [
        { prompt: 'Antonio', answer: 'Prospero' },
        { prompt: 'Capulet', answer: 'Montague' },
        { prompt: 'Demetrius', answer: 'Lysander' },
      ],
    });
  });

  test('pictures as prompts read as their description or "Picture n", each the prompt\'s own picture', () => {
    const read = description(qti2('tests/interactionmix_saxony_v3/Matchmultiple_1038910213.xml'));
    expect(read.pairs).toEqual([
      { prompt: 'Picture 2', answer: 'Dresden' },
      { prompt: 'Picture 1', answer: 'Dresden' },
      { prompt: 'Picture 5', answer: 'Chemnitz' },
      { prompt: 'Picture 4', answer: 'Freiberg' },
      { prompt: 'Picture 3', answer: 'Leipzig' },
    ]);
    // ADR 311: stored as the prompt's picture, not shown in the question's text.
    expect((read.prompt as { images: unknown[] }).images).toContainEqual({
      src: 'media/ffe337505ef74334a0cecb33310f99c1.jpg',
      alt: '',
      entryPicture: true,
    });
    expect(read.entryPictures).toMatchObject({
      'Picture 1': { src: 'media/ffe337505ef74334a0cecb33310f99c1.jpg', alt: 'Picture 1' },
    });
  });

  test('an order interaction: its correct response is the order', () => {
    expect(description(qti2('items_2.2/order.xml'))).toMatchObject({
      items: ['Michael Schumacher', 'Rubens Barrichello', 'Jenson Button'],
    });
  });

  test('inline choices and several text entries are the gaps of a text', () => {
    expect(description(qti2('items_2.2/inline_choice_math.xml'))).toMatchObject({
      // MathML comes in as equations (ADR 390).
      parts: ['Answer the question. If \\(a=b\\) and \\(b=c\\) then ', { gap: 0 }, ' .'],
      gaps: [
        {
          kind: 'dropdown',
          options: [
            { text: '\\(x=y\\)', fraction: 0 },
            { text: '\\(a=c\\)', fraction: 1 },
            { text: '\\(b=d\\)', fraction: 0 },
          ],
        },
      ],
    });
    expect(description(qti2('tests/interactionmix_saxony_v3/TextEntrysubset_806481421.xml'))).toMatchObject({
      gaps: [
        {
          kind: 'typed',
          answers: [{ text: 'Dresden', caseSensitive: false }, { text: 'Chemnitz' }, { text: 'Leipzig' }],
        },
        { kind: 'typed' },
        { kind: 'typed' },
      ],
    });
  });

  test('a gap match: each gap a dropdown of the gap texts, the one its pair names right', () => {
    expect(description(qti2('items_2.2/gap_match.xml'))).toMatchObject({
      gaps: [
        {
          options: [
            { text: 'winter', fraction: 1 },
            { text: 'spring', fraction: 0 },
            { text: 'summer', fraction: 0 },
            { text: 'autumn', fraction: 0 },
          ],
        },
        {
          options: [
            { text: 'winter', fraction: 0 },
            { text: 'spring', fraction: 0 },
            { text: 'summer', fraction: 1 },
            { text: 'autumn', fraction: 0 },
          ],
        },
      ],
    });
  });

  test('a hotspot and a select point: the image and the right regions in pixels', () => {
    expect(description(qti2('items_2.2/hotspot.xml'))).toMatchObject({
      image: { src: 'images/ukair.png', alt: 'UK Map' },
      prompt: { images: [] },
      regions: [{ shape: 'circle', coords: [77, 115, 8], units: 'pixels' }],
    });
    expect(description(qti2('items_2.2/select_point.xml'))).toMatchObject({
      regions: [{ shape: 'circle', coords: [102, 113, 16], units: 'pixels' }],
    });
  });

  test('a choice of exactly True and False is a true/false question', () => {
    expect(qti2('items_2.2/choice_true_false.xml')).toMatchObject({
      kind: 'trueFalse',
      read: { description: { correct: true } },
    });
  });

  test('a slider is the numeric question it scores as, on the same slider (ADRs 277, 297)', () => {
    expect(qti2('items_2.2/slider.xml')).toMatchObject({
      kind: 'numeric',
      read: {
        kind: 'read',
        description: {
          answers: expect.arrayContaining([{ match: { kind: 'exact', value: 16 }, fraction: 1 }]),
          notes: [],
          slider: { lowerBound: 0, upperBound: 100, step: 1 },
        },
      },
    });
  });

  test.each([
    // A float slider without a step is "approximately continuous": a hundredth of its span.
    [
      'baseType="float"',
      'lowerBound="0" upperBound="5"',
      { lowerBound: 0, upperBound: 5, step: 0.05 },
      ['Its slider had no step (a value anywhere between the bounds): the slider moves in steps of 0.05.'],
    ],
    ['baseType="integer"', 'lowerBound="0" upperBound="5"', { lowerBound: 0, upperBound: 5, step: 1 }, []],
    [
      'baseType="integer"',
      'lowerBound="0" upperBound="5" step="1" reverse="true"',
      { lowerBound: 0, upperBound: 5, step: 1 },
      ['Its slider ran from the upper bound down: the slider runs from the lower bound up.'],
    ],
    [
      'baseType="integer"',
      'lowerBound="five" upperBound="5" step="1"',
      undefined,
      ['It asked for a value on a slider from five to 5 in steps of 1: the student types the number.'],
    ],
  ])('a slider of %s with %s (ADR 297)', (baseType, bounds, slider, notes) => {
    const read = qti2(
      'slider.xml',
      `<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="s" title="s">
        <responseDeclaration identifier="RESPONSE" cardinality="single" ${baseType}>
          <correctResponse><value>3</value></correctResponse>
        </responseDeclaration>
        <itemBody><sliderInteraction responseIdentifier="RESPONSE" ${bounds}><prompt>How many?</prompt></sliderInteraction></itemBody>
      </assessmentItem>`,
    );
    const found = description(read);
    expect(found.notes).toEqual(notes);
    expect(found.slider).toEqual(slider);
  });

  test("upload.xml's uploadInteraction is a file upload (ADR 294)", () => {
    expect(qti2('items_2.2/upload.xml')).toMatchObject({
      kind: 'fileUpload',
      read: { description: { prompt: { text: expect.stringContaining('Build a spreadsheet') }, notes: [] } },
    });
  });

  // graphic_order.xml is an ordering of places on a picture (ADR 307): src/questionTypes/ordering/tests/server/orderingPlaces.test.ts.
  test.each(['multi-input.xml'])('%s is claimed by no question type', (file) => {
    expect(qti2(`items_2.2/${file}`)).toBeUndefined();
  });

  test("a package's items are read as the package holds them (the IMS entry test's fill in the blank)", () => {
    const files = unzipSync(new Uint8Array(readFileSync(join(SAMPLES_DIR, 'ims_qti_2.1_VE_TP_06.zip'))));
    const path = 'Items/Item_VE_IP_04/qtiv2p1_EntryTest_VE_IP_04.xml';
    expect(qti2(path, strFromU8(files[path]!))).toMatchObject({
      kind: 'shortAnswer',
      read: {
        description: {
          answers: expect.arrayContaining([expect.objectContaining({ text: 'Lake Michigan' })]),
        },
      },
    });
  });
});
