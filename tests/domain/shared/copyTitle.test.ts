import { describe, expect, test } from 'vitest';
import { copyBaseTitle, copyTitle, copyTitlePattern } from '../../../src/domain/shared/copyTitle';

describe('copyTitle', () => {
  test.each([
    ['Cells', [], 'Cells (copy)'],
    ['Cells', ['Cells', 'Cells (copy)'], 'Cells (copy 2)'],
    ['Cells', ['cells (COPY)', 'Cells (copy 2)'], 'Cells (copy 3)'],
    ['Cells (copy)', ['Cells', 'Cells (copy)'], 'Cells (copy 2)'],
    ['Cells (copy 4)', ['Cells (copy 4)'], 'Cells (copy)'],
    ['  Cells  ', [], 'Cells (copy)'],
  ])('a copy of %j among %j is titled %j', (title, taken, expected) => {
    expect(copyTitle(title, taken, 255)).toBe(expected);
  });

  test('the base title is cut so the whole copy title fits the limit', () => {
    expect(copyTitle('A'.repeat(20), [], 20)).toBe(`${'A'.repeat(13)} (copy)`);
    expect(copyTitle('A'.repeat(20), [`${'A'.repeat(13)} (copy)`], 20)).toBe(`${'A'.repeat(11)} (copy 2)`);
  });

  test('a cut never splits a character made of two code units', () => {
    const title = copyTitle('😀'.repeat(10), [], 12);
    expect(title).toBe('😀😀😀😀😀 (copy)');
  });

  test('the base drops one copy suffix; the search pattern escapes LIKE wildcards', () => {
    expect(copyBaseTitle('A (copy 12)')).toBe('A');
    expect(copyTitlePattern('50%_off\\ (copy)', 255)).toBe('50\\%\\_off\\\\%');
  });
});
