/**
 * MathML in imported questions is stored as the equation authors write, `\\( … \\)` (ADR 390), else as its
 * plain-text formula (ADR 073), and an item the console cannot hold is reported by every unsupported interaction
 * it has.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8 } from 'fflate';
import { storeQuestionImages } from '../../../../server/imports/importImages';
import { diskStorage } from '../../../../server/storage/diskStorage';
import { readPackage } from '../../../../server/imports/packageReader';
import { readQti12Item } from '../../../../server/imports/qti12Reader';
import { readQti2Item } from '../../../../server/imports/qti2Reader';
import { mathText } from '../../../../server/imports/mathText';
import { parseXml, textOf } from '../../../../server/imports/xmlTree';
import { samplePng } from '../../../../server/seed/documents';

const MATHML = 'http://www.w3.org/1998/Math/MathML';
const read = (xml: string) => textOf(parseXml(strToU8(xml), 'test.xml'));
/** The plain-text formula a formula reads as where no equation can be drawn from it (ADR 073). */
const formula = (inner: string) =>
  mathText(parseXml(strToU8(`<math xmlns="${MATHML}">${inner}</math>`), 'math.xml'));
const math = (inner: string) => `Solve ${formula(inner)} now`;

describe('MathML as a plain-text formula', () => {
  test.each([
    ['a fraction', '<mfrac><mn>1</mn><mn>6</mn></mfrac>', '1/6'],
    ['a power', '<msup><mi>x</mi><mn>2</mn></msup>', 'x^2'],
    ['a subscript', '<msub><mi>x</mi><mn>2</mn></msub>', 'x_2'],
    ['a square root', '<msqrt><mi>x</mi></msqrt>', '√(x)'],
    [
      'an equation with spaced operators',
      '<mrow><mn>2</mn><mi>x</mi><mo>+</mo><mn>1</mn><mo>=</mo><mn>7</mn></mrow>',
      '2x + 1 = 7',
    ],
    [
      'a leading minus stays with its number',
      '<mrow><mo>-</mo><mn>3</mn><mo>&lt;</mo><mi>y</mi></mrow>',
      '-3 < y',
    ],
    [
      'compound parts are bracketed',
      '<mfrac><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mn>2</mn></mfrac>',
      '(a + b)/2',
    ],
    [
      'an exponent that is a sum',
      '<msup><mi>e</mi><mrow><mi>n</mi><mo>+</mo><mn>1</mn></mrow></msup>',
      'e^(n + 1)',
    ],
    ['a root of a sum', '<msqrt><msup><mi>a</mi><mn>2</mn></msup><mo>+</mo><mn>1</mn></msqrt>', '√(a^2 + 1)'],
    ['subscript and power', '<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>', 'x_i^2'],
    ['a function name and its argument', '<mrow><mi>sin</mi><mo>&#x2061;</mo><mi>θ</mi></mrow>', 'sin θ'],
    [
      'words in a formula stand apart',
      '<mrow><mi>x</mi><mtext>if</mtext><mi>x</mi><mo>&gt;</mo><mn>0</mn></mrow>',
      'x if x > 0',
    ],
    ['a cube root', '<mroot><mi>x</mi><mn>3</mn></mroot>', '3√(x)'],
    ['fenced parts', '<mfenced><mi>a</mi><mi>b</mi></mfenced>', '(a, b)'],
    [
      'a matrix by rows',
      '<mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>0</mn></mtd></mtr><mtr><mtd><mn>0</mn></mtd><mtd><mn>1</mn></mtd></mtr></mtable>',
      '[1, 0; 0, 1]',
    ],
    ['a list', '<mrow><mo>(</mo><mn>1</mn><mo>,</mo><mn>2</mn><mo>)</mo></mrow>', '(1, 2)'],
    [
      'the annotation of semantics is not read',
      '<semantics><mi>x</mi><annotation>x</annotation></semantics>',
      'x',
    ],
    ['an unknown element reads as its text', '<mover><mi>v</mi><mo>→</mo></mover>', 'v →'],
  ])('%s', (_label, inner, expected) => {
    expect(math(inner)).toBe(`Solve ${expected} now`);
  });

  test('character references read as their characters, an escaped one stays as written', () => {
    expect(read('<p>It&#8217;s&#160;x&#x2061;y &amp;#160; &lt;b&gt;</p>')).toBe(
      'It\u2019s x\u2061y &#160; <b>',
    );
  });

  test('a prefixed m:math reads the same', () => {
    expect(
      read(`<p xmlns:m="${MATHML}"><m:math><m:mfrac><m:mn>3</m:mn><m:mn>4</m:mn></m:mfrac></m:math></p>`),
    ).toBe('\\(\\frac{3}{4}\\)');
  });
});

const item2 = (body: string, correct = 'A') =>
  parseXml(
    strToU8(
      `<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="i" title="Item">` +
        `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse>` +
        `<value>${correct}</value></correctResponse></responseDeclaration><itemBody>${body}</itemBody></assessmentItem>`,
    ),
    'item.xml',
  );

describe('QTI 2 items', () => {
  test('MathML in the prompt and the options is stored as equations', () => {
    const result = readQti2Item(
      item2(
        `<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><prompt>What is ` +
          `<math xmlns="${MATHML}"><msqrt><mn>16</mn></msqrt></math>?</prompt>` +
          `<simpleChoice identifier="A"><math xmlns="${MATHML}"><msup><mn>2</mn><mn>2</mn></msup></math></simpleChoice>` +
          `<simpleChoice identifier="B"><math xmlns="${MATHML}"><mfrac><mn>1</mn><mn>4</mn></mfrac></math></simpleChoice>` +
          `</choiceInteraction>`,
      ),
    );
    expect(result).toMatchObject({
      kind: 'question',
      question: {
        title: 'What is \\(\\sqrt{16}\\)?',
        options: ['\\(2^{2}\\)', '\\(\\frac{1}{4}\\)'],
        right: [0],
      },
    });
  });

  test('an item mixing a choice with other interactions names every unsupported type once, in order', () => {
    const result = readQti2Item(
      item2(
        `<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><simpleChoice identifier="A">a</simpleChoice>` +
          `<simpleChoice identifier="B">b</simpleChoice></choiceInteraction>` +
          `<p><textEntryInteraction responseIdentifier="R2"/> and <inlineChoiceInteraction responseIdentifier="R3">` +
          `<inlineChoice identifier="x">x</inlineChoice></inlineChoiceInteraction>` +
          `<textEntryInteraction responseIdentifier="R4"/></p>`,
        // No right answer anywhere, so nothing of it can be read as a question of its own (ADR 282).
        'Z',
      ),
    );
    expect(result).toEqual({
      kind: 'skipped',
      item: 'Item',
      type: 'textEntryInteraction, inlineChoiceInteraction',
      reason: 'The item asks several things at once; the console holds one question per item.',
    });
  });

  test('one unsupported interaction is named alone with what it asks, and two choices without a right answer stay "several interactions"', () => {
    expect(readQti2Item(item2('<sliderInteraction responseIdentifier="R"/>'))).toMatchObject({
      type: 'sliderInteraction',
      reason: expect.stringMatching(
        /^It asks for a value on a slider; the console holds choice, true\/false/,
      ),
    });
    const choice = `<choiceInteraction responseIdentifier="RESPONSE"><simpleChoice identifier="A">a</simpleChoice></choiceInteraction>`;
    // Two choices that give a right answer are two questions (ADR 282); without one, nothing can be read.
    expect(readQti2Item(item2(choice + choice, 'Z'))).toMatchObject({ type: 'several interactions' });
  });
});

describe('QTI 1.2 items', () => {
  const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const item12 = (question: string, options: string[]) =>
    parseXml(
      strToU8(
        `<item ident="q1" title="Fractions"><presentation><material><mattext texttype="text/html">${html(question)}</mattext></material>` +
          `<response_lid ident="response1" rcardinality="Single"><render_choice>` +
          options
            .map(
              (o, i) =>
                `<response_label ident="o${i}"><material><mattext texttype="text/html">${html(o)}</mattext></material></response_label>`,
            )
            .join('') +
          `</render_choice></response_lid></presentation><resprocessing><respcondition continue="No"><conditionvar>` +
          `<varequal respident="response1">o0</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar>` +
          `</respcondition></resprocessing></item>`,
      ),
      'items.xml',
    );

  test('MathML inside HTML material reads as equations; a comparison inside it survives the HTML being reduced', () => {
    const result = readQti12Item(
      item12(`<p>Which is <math xmlns="${MATHML}"><mi>x</mi><mo>&lt;</mo><mn>2</mn></math> for x = 1?</p>`, [
        `<p><math xmlns="${MATHML}"><mfrac><mn>1</mn><mn>2</mn></mfrac></math></p>`,
        `<p><math><msub><mi>a</mi><mn>1</mn></msub></math> only</p>`,
      ]),
    );
    expect(result).toMatchObject({
      kind: 'question',
      question: {
        title: 'Which is \\(x<2\\) for x = 1?',
        options: ['\\(\\frac{1}{2}\\)', '\\(a_{1}\\) only'],
        right: [0],
      },
    });
  });

  test('broken MathML in HTML falls back to its text', () => {
    const result = readQti12Item(
      item12('<p>Pick <math><mi>x</mi></p>', ['<math><mn>1</mn><mn>2</mn></math>', 'b']),
    );
    expect(result).toMatchObject({ question: { title: 'Pick x', options: ['12', 'b'] } });
  });
});

describe('a question with an image and MathML in its text', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'import-math-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('the equation is escaped in the question HTML, never markup', async () => {
    const files = new Map<string, Uint8Array>(
      Object.entries({
        'imsmanifest.xml': strToU8(
          '<manifest><resources><resource identifier="r" type="imsqti_item_xmlv2p1" href="item.xml">' +
            '<file href="item.xml"/></resource></resources></manifest>',
        ),
        'item.xml': strToU8(
          `<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="i" title="Inequality">` +
            `<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse>` +
            `<value>A</value></correctResponse></responseDeclaration><itemBody><p><img src="graph.png" alt="graph"/></p>` +
            `<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><prompt>Is <math xmlns="${MATHML}">` +
            `<mi>x</mi><mo>&lt;</mo><mtext>&lt;b&gt;y&lt;/b&gt;</mtext></math>?</prompt>` +
            `<simpleChoice identifier="A">Yes</simpleChoice><simpleChoice identifier="B">No</simpleChoice>` +
            `</choiceInteraction></itemBody></assessmentItem>`,
        ),
        'graph.png': samplePng(),
      }),
    );
    const read = readPackage(files, 'maths.zip');
    const stored = await storeQuestionImages(diskStorage(dataDir), files, read.quizzes);
    const first = stored.quizzes[0]!.activities[0]!.items[0]!;
    const title = first.kind === 'question' ? first.html : undefined;
    expect(title).toMatch(
      /^<p>Is \\\(x&lt;\\text\{&lt;b&gt;y&lt;\/b&gt;\}\\\)\?<\/p><p><img src="\/media\/[^"]+\.png" alt="graph"><\/p>$/,
    );
    expect(readdirSync(join(dataDir, 'media/uploads/quiz-images'))).toHaveLength(1);
  });
});
