/** An author's text with its equations as plain readings (ADR 394): what a screen reader says in a control's name. */
import { readLatex } from '../../../src/domain/math/latexReading';
import { readableText } from '../../../src/domain/math/mathReading';

describe('readableText', () => {
  test('reads each equation of a text and keeps the words around it', () => {
    expect(readableText('Move \\(x^2\\) up')).toBe('Move x² up');
    expect(readableText('Water, \\(\\ce{H2O}\\), and \\[E = mc^2\\]')).toBe('Water, H₂O, and E = mc²');
  });

  test('leaves a text without an equation, an escaped delimiter and an unclosed one as written', () => {
    expect(readableText('Plain words (with brackets)')).toBe('Plain words (with brackets)');
    expect(readableText('Costs $5 and \\\\(not math\\\\)')).toBe('Costs $5 and \\(not math\\\\)');
    expect(readableText('Open \\(x^2 and never closed')).toBe('Open \\(x^2 and never closed');
  });

  test('no LaTeX markup is left in any reading', () => {
    const texts = [
      '\\(\\frac{\\sqrt{a^2+b^2}}{2\\pi r}\\)',
      '\\(\\left( \\alpha_{i} \\cdot \\beta \\right)\\)',
      '\\(\\text{speed} = \\mathrm{d}x / \\mathrm{d}t\\)',
      '\\(\\begin{matrix} 1 & 0 \\\\ 0 & 1 \\end{matrix}\\)',
      '\\(\\unknowncommand{x}\\)',
    ];
    for (const text of texts) expect(readableText(text)).not.toMatch(/[\\{}]/);
  });
});

describe('readLatex', () => {
  test.each([
    ['x^2', 'x²'],
    ['x^{10}', 'x¹⁰'],
    ['10^{-3}', '10⁻³'],
    ['e^{i\\pi}', 'e^(iπ)'],
    ['a_1 + a_n', 'a₁ + aₙ'],
    ['v_{max}', 'v_(max)'],
    ['\\frac{1}{2}', '1/2'],
    ['\\frac{a+b}{2}', '(a+b)/2'],
    ['\\dfrac{\\pi}{4}', 'π/4'],
    ['\\sqrt{2}', '√2'],
    ['\\sqrt{x+1}', '√(x+1)'],
    ['\\sqrt[3]{8}', '∛8'],
    ['\\alpha + \\Omega', 'α + Ω'],
    ['3 \\times 4 \\cdot 5', '3 × 4 · 5'],
    ['a - b \\leq c \\neq d', 'a − b ≤ c ≠ d'],
    ['\\sin \\theta', 'sin θ'],
    ['90^\\circ', '90°'],
    ["f'(x)", 'f′(x)'],
    ['\\left( x \\right)', '( x )'],
    ['\\text{m/s}', 'm/s'],
    ['x\\,y', 'x y'],
    ['\\vec{F} = m\\vec{a}', 'F = ma'],
  ])('%s reads %s', (latex, reading) => {
    expect(readLatex(latex)).toBe(reading);
  });

  test.each([
    ['\\ce{H2O}', 'H₂O'],
    ['\\ce{H2SO4}', 'H₂SO₄'],
    ['\\ce{SO4^2-}', 'SO₄²⁻'],
    ['\\ce{Na+}', 'Na⁺'],
    ['\\ce{Ca(OH)2}', 'Ca(OH)₂'],
    ['\\ce{2H2 + O2 -> 2H2O}', '2H₂ + O₂ → 2H₂O'],
    ['\\ce{N2 + 3H2 <=> 2NH3}', 'N₂ + 3H₂ ⇌ 2NH₃'],
  ])('the chemical formula %s reads %s', (latex, reading) => {
    expect(readLatex(latex)).toBe(reading);
  });

  test('a stray closing brace or a command at the end reads without hanging', () => {
    expect(readLatex('x} + 1')).toBe('x + 1');
    expect(readLatex('x \\')).toBe('x');
  });
});
