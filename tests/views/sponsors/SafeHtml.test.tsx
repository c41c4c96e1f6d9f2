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
