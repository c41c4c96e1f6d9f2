/**
 * MathML in an imported item is stored as the equation authors write (ADR 390): the real sample
 * ../shared/formats/samples/lms/instructure-qti/items_2.2/math.xml asks about E = mc², and the question comes in
 * with `\(E=mc^{2}\)`, which the console shows as MathML. A TeX annotation is taken when it draws what the MathML
 * shows; a stale one or one in a dialect the converter cannot read gives way to LaTeX written from the MathML.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { strToU8 } from 'fflate';
import { mathInText } from '../../../server/imports/mathText';
import { parseXml } from '../../../server/imports/xmlTree';
import { createTestApp, type TestApp } from '../testApp';
import { importedQuizPlay } from './importedQuizPlay';
import { itemsPackage } from './samplePackages';

const SAMPLE = resolve(
  __dirname,
  '../../../../shared/formats/samples/lms/instructure-qti/items_2.2/math.xml',
);
const MATHML = 'http://www.w3.org/1998/Math/MathML';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the sample’s E = mc² is stored as the equation \\(E=mc^{2}\\), not a flattened formula', async () => {
  const play = importedQuizPlay(t);
  const { templates } = await play.upload(
    'relativity.zip',
    itemsPackage({ 'math.xml': new Uint8Array(readFileSync(SAMPLE)) }),
  );
  const [question] = templates[0]!.activities.flatMap((activity) => activity.items);
  expect(question!.title).toBe(
    'Which famous scientist is popularly associated with the equation \\(E=mc^{2}\\) ?',
  );
  expect(question!.textOptions.map((option) => option.text)).toEqual(
    expect.arrayContaining(['Einstein', 'Newton']),
  );
});

const stored = (inner: string, attributes = '') =>
  mathInText(parseXml(strToU8(`<math xmlns="${MATHML}"${attributes}>${inner}</math>`), 'math.xml'));
const annotated = (mathMl: string, tex: string, encoding = 'application/x-tex') =>
  `<semantics>${mathMl}<annotation encoding="${encoding}">${tex}</annotation></semantics>`;
const HALF = '<mfrac><mn>1</mn><mn>2</mn></mfrac>';

describe('which LaTeX an imported formula is stored with', () => {
  test.each([
    ['a TeX annotation that draws the same symbols', annotated(HALF, '\\tfrac12'), '\\(\\tfrac12\\)'],
    [
      'an annotation in its own delimiters',
      annotated(HALF, '\\(\\dfrac{1}{2}\\)', 'TeX'),
      '\\(\\dfrac{1}{2}\\)',
    ],
    [
      'a stale annotation (other symbols)',
      annotated('<mfrac><mn>1</mn><mn>3</mn></mfrac>', '\\frac12'),
      '\\(\\frac{1}{3}\\)',
    ],
    ['an annotation the converter cannot read', annotated(HALF, '\\qv{half}', 'LaTeX'), '\\(\\frac{1}{2}\\)'],
    ['an annotation that is not TeX', annotated(HALF, '1/2', 'text/plain'), '\\(\\frac{1}{2}\\)'],
    ['no annotation', '<msup><mi>x</mi><mn>2</mn></msup>', '\\(x^{2}\\)'],
    [
      'a chemical formula kept as mhchem',
      annotated('<msub><mi>H</mi><mn>2</mn></msub><mi>O</mi>', '\\ce{H2O}'),
      null,
    ],
  ])('%s', (_label, inner, expected) => {
    const text = stored(inner);
    if (expected === null) expect(text).toMatch(/^\\\(.+\\\)$/);
    else expect(text).toBe(expected);
  });

  test('a displayed formula is stored between \\[ and \\]', () => {
    expect(stored(HALF, ' display="block"')).toBe('\\[\\frac{1}{2}\\]');
  });

  test('one number, and a calculated question’s wildcard, stay plain text', () => {
    expect(stored('<mn>24</mn>').trim()).toBe('24');
    expect(stored('<msup><mn>{x}</mn><mn>2</mn></msup>').trim()).toBe('{x}^2');
  });

  test('LaTeX’s special characters in a token are escaped, so the text reads as the MathML showed it', () => {
    expect(stored('<mi>x</mi><mo>%</mo><mtext>a_b {1}</mtext>')).toBe('\\(x\\%\\text{a\\_b \\{1\\}}\\)');
  });
});
