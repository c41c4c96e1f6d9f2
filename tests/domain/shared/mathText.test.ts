import fc from 'fast-check';
import { hasMath, splitMath, type MathSegment } from '../../../src/domain/shared/mathText';

const text = (value: string): MathSegment => ({ kind: 'text', text: value });
const inline = (latex: string): MathSegment => ({
  kind: 'math',
  latex,
  display: false,
  source: `\\(${latex}\\)`,
});
const display = (latex: string): MathSegment => ({
  kind: 'math',
  latex,
  display: true,
  source: `\\[${latex}\\]`,
});

test.each<[string, string, readonly MathSegment[]]>([
  [
    'an inline equation is cut out of its text',
    'Area \\(x^2\\) m',
    [text('Area '), inline('x^2'), text(' m')],
  ],
  ['a displayed equation is cut out of its text', 'So \\[E = mc^2\\]', [text('So '), display('E = mc^2')]],
  ['chemistry is an equation like any other', '\\(\\ce{H2SO4}\\)', [inline('\\ce{H2SO4}')]],
  ['two equations stay two', '\\(a\\) and \\[b\\]', [inline('a'), text(' and '), display('b')]],
  ['text without delimiters is one text', 'No maths here', [text('No maths here')]],
  ['an escaped opening reads as the delimiter, without its escape', 'Type \\\\(x\\)', [text('Type \\(x\\)')]],
  ['an escaped display opening reads as the delimiter too', 'Type \\\\[x\\]', [text('Type \\[x\\]')]],
  ['an opening with no closing stays text as written', 'Costs \\(5 and more', [text('Costs \\(5 and more')]],
  ['a closing with no opening stays text as written', 'Smile :\\) ok', [text('Smile :\\) ok')]],
  ['a display opening is not closed by an inline closing', '\\[x\\) y', [text('\\[x\\) y')]],
  ['an empty equation stays text', 'Empty \\( \\) pair', [text('Empty \\( \\) pair')]],
  [
    'a nested pair is the equation’s own LaTeX: the first closing of its kind closes it',
    '\\[a \\(b\\) c\\]',
    [display('a \\(b\\) c')],
  ],
  ['an inline equation closes at its first closing', '\\(a \\(b\\) c\\)', [inline('a \\(b'), text(' c\\)')]],
  [
    'LaTeX’s own escapes inside an equation do not close it',
    '\\(\\{x\\} \\\\ y\\)',
    [inline('\\{x\\} \\\\ y')],
  ],
  ['other backslashes stay as written', 'C:\\\\Users\\temp \\', [text('C:\\\\Users\\temp \\')]],
])('%s', (_rule, input, segments) => {
  expect(splitMath(input)).toEqual(segments);
});

test('hasMath says whether a text holds an equation', () => {
  expect(hasMath('\\(x\\)')).toBe(true);
  expect(hasMath('Costs \\(5')).toBe(false);
  expect(hasMath('\\\\(x\\)')).toBe(false);
  expect(hasMath('plain')).toBe(false);
});

test('the segments give back the text as written when it has no escaped delimiter', () => {
  fc.assert(
    fc.property(
      fc
        .array(fc.constantFrom('a', ' ', '^', '{', '}', '(', ')', '\\(', '\\)', '\\[', '\\]', '\\x'), {
          maxLength: 30,
        })
        .map((tokens) => tokens.join('')),
      (input) => {
        const joined = splitMath(input)
          .map((segment) => (segment.kind === 'text' ? segment.text : segment.source))
          .join('');
        expect(joined).toBe(input);
      },
    ),
  );
});
