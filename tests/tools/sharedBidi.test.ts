/**
 * The jsdom environments share one bidi-js instance (tests/setup/sharedBidi.ts): jsdom's selector engine asks for
 * one on every direction it computes, and each fresh one parsed its Unicode tables again.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

describe('jsdom and bidi-js', () => {
  it('hands the selector engine the same bidi-js instance every time', () => {
    const bidiFactory = require('bidi-js') as () => unknown;
    expect(bidiFactory()).toBe(bidiFactory());
  });

  it('still gives each isolated text its own direction', () => {
    document.body.innerHTML =
      '<p dir="rtl" lang="ar"><bdi id="latin">Water cycle.</bdi> <bdi id="arabic">دورة الماء.</bdi></p>';
    expect(document.getElementById('latin')!.matches(':dir(ltr)')).toBe(true);
    expect(document.getElementById('arabic')!.matches(':dir(rtl)')).toBe(true);
    expect(getComputedStyle(document.getElementById('latin')!).direction).toBe('ltr');
    expect(getComputedStyle(document.getElementById('arabic')!).direction).toBe('rtl');
  });
});
