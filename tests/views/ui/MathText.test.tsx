import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MathErrorLabelContext } from '../../../src/views/ui/mathLabel';
import { MathPreview } from '../../../src/views/ui/MathPreview';
import { MathText } from '../../../src/views/ui/MathText';
import { RichTextView } from '../../../src/views/ui/RichTextView';
import { createI18n } from '../../support/i18n';

const MATHML = 'http://www.w3.org/1998/Math/MathML';

const inConsole = (children: ReactNode) => (
  <I18nextProvider i18n={createI18n()}>
    <MathErrorLabelContext.Provider value="Equation error">{children}</MathErrorLabelContext.Provider>
  </I18nextProvider>
);

test('until the converter arrives, the text shows as the author wrote it', async () => {
  // React keeps a lazy component once loaded, and another file of this worker may have loaded it: a copy of the
  // module (another address to the same file) has a lazy component of its own, not arrived at its first render.
  const copy = `../../../src/views/ui/MathText.tsx?copy=${crypto.randomUUID()}`;
  const { MathText: Fresh } = (await import(/* @vite-ignore */ copy)) as { MathText: typeof MathText };
  const { container } = render(inConsole(<Fresh text="Water is \(\ce{H2O}\)" />));
  expect(container.textContent).toBe('Water is \\(\\ce{H2O}\\)');
});

test('an option’s equation shows as MathML, the text around it as written', async () => {
  const { container } = render(inConsole(<MathText text="Area \(x^2\) in m" />));
  const power = await screen.findByText((_, element) => element?.localName === 'msup');
  expect(power.namespaceURI).toBe(MATHML);
  expect(power.textContent).toBe('x2');
  expect(container.textContent).toBe('Area x2 in m');
});

test('chemistry notation shows as MathML with its subscripts', async () => {
  render(inConsole(<MathText text="\(\ce{H2SO4}\)" />));
  const subscripts = await screen.findAllByText((_, element) => element?.localName === 'msub');
  expect(subscripts.map((element) => element.textContent)).toEqual(['2', '4']);
});

test('an equation that cannot be read shows its source under the error’s name, and the rest still shows', async () => {
  const { container } = render(inConsole(<MathText text="Half: \(\frac{1}{\) and \(y\)" />));
  const error = await screen.findByText('Equation error:');
  expect(error.parentElement).toHaveTextContent('Equation error: \\(\\frac{1}{\\)');
  expect(container.querySelector('math')?.textContent).toBe('y');
});

test('an escaped delimiter shows as the delimiter, and no equation', async () => {
  const { container } = render(inConsole(<MathText text="Type \\(x\) to write x" />));
  await screen.findByText('Type \\(x\\) to write x');
  expect(container.querySelector('math')).toBeNull();
});

test('in rich text an equation in code stays text, one outside it shows as MathML', async () => {
  const { container } = render(
    inConsole(<RichTextView html="<p>Write <code>\(y\)</code> for \(y\)<b>!</b></p>" />),
  );
  await screen.findByText((_, element) => element?.localName === 'math');
  expect(container.querySelector('code')?.textContent).toBe('\\(y\\)');
  expect(container.querySelectorAll('math')).toHaveLength(1);
  expect(container.querySelector('b')?.textContent).toBe('!');
});

test('imported MathML in rich text is kept and shown', () => {
  const { container } = render(
    inConsole(<RichTextView html="<p>Root: <math><msqrt><mn>2</mn></msqrt></math></p>" />),
  );
  expect(container.querySelector('msqrt')?.namespaceURI).toBe(MATHML);
});

test('the editor previews a field only when it has an equation, named as a preview', async () => {
  const { rerender } = render(inConsole(<MathPreview value="No maths, \\(x\) escaped" />));
  expect(screen.queryByRole('figure')).toBeNull();
  rerender(inConsole(<MathPreview value="<p>Area \(x^2\)</p>" rich />));
  const preview = screen.getByRole('figure', { name: 'Preview' });
  await screen.findByText((_, element) => element?.localName === 'msup');
  expect(preview.querySelector('msup')).not.toBeNull();
});
