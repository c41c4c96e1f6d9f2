import { render } from '@testing-library/react';
import { plainName, SafeHtml } from '../../../src/views/sponsors/SafeHtml';

const PAYLOADS = [
  '<b>Bold</b><img src=x onerror="window.__xss = 1">',
  '<svg onload="window.__xss = 1"><b>Bold</b></svg>',
  '<a href="javascript:window.__xss = 1">Bold</a>',
  '<em onclick="window.__xss = 1">Bold</em><script>window.__xss = 1</script>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">Bold',
];

test.each(PAYLOADS)('a company name %s renders its text and inline markup only', (html) => {
  const { container } = render(<SafeHtml html={html} />);
  expect(container.textContent).toContain('Bold');
  expect(container.querySelectorAll('img, svg, script, a, iframe, p, noscript')).toHaveLength(0);
  for (const element of container.querySelectorAll('*'))
    expect(element.getAttributeNames().filter((name) => name !== 'class')).toEqual([]);
  expect((window as { __xss?: number }).__xss).toBeUndefined();
});

test('inline formatting stays formatting', () => {
  const { container } = render(<SafeHtml html="Northwind <em>Reagents</em>" />);
  expect(container.querySelector('em')?.textContent).toBe('Reagents');
});

test('labels and titles get the plain text of a name', () => {
  expect(plainName('Northwind <em>Reagents</em><img src=x onerror="window.__xss = 1">')).toBe(
    'Northwind Reagents',
  );
  expect((window as { __xss?: number }).__xss).toBeUndefined();
});

// ADR 097: the server stores exactly what the console renders, so a stored name renders unchanged.
const SAMPLES = [
  '<b style="color:red">Bold</b> <a href="https://x.example" target="_blank">Co</a>',
  '<p class="x"><strong>Strong</strong> &amp; <sub>Sub</sub><sup>2</sup></p>',
  '<span style="font-size:40px" data-x="1">Big</span><br><mark>Marked</mark>',
  '<u>Under</u> <s>struck</s> <i>it</i> <em>em</em><img src=x onerror="window.__xss = 1">',
  '<div><h1>Heading</h1><ul><li>Item</li></ul></div>',
];

test.each(SAMPLES)('the server keeps of %s exactly what the console renders', async (html) => {
  const { sanitizeCompanyName } = await import('../../../server/sanitize');
  const stored = sanitizeCompanyName(html);
  const { container } = render(<SafeHtml html={html} />);
  expect(stored).toBe(container.firstElementChild?.innerHTML.trim());
  const again = render(<SafeHtml html={stored} />);
  expect(again.container.firstElementChild?.innerHTML).toBe(stored);
});
