/**
 * The transcript's rules (ADR 342): the search finds a line whatever the case and accents of either side and marks
 * the very characters the student sees; the line spoken is the one the playhead is in; times read m:ss.
 */
import {
  cueClock,
  cueIndexAt,
  lineMatches,
  matchRanges,
  type TranscriptCue,
} from '../../../src/domain/take/transcript';

const found = (text: string, query: string) =>
  matchRanges(text, query).map(([start, end]) => text.slice(start, end));

describe('the search', () => {
  test.each([
    ['Énergie de la cellule', 'energie', ['Énergie']],
    ['energie', 'ÉNERGIE', ['energie']],
    ['Die Größe der Zelle', 'grosse', []],
    ['Die Größe der Zelle', 'GRÖSSE', []],
    ['Die Größe der Zelle', 'größe', ['Größe']],
    ['ATP and atp and Atp', 'atp', ['ATP', 'atp', 'Atp']],
    ['Ångström scale', 'angstrom', ['Ångström']],
    ['São Paulo', 'sao', ['São']],
    ['İstanbul', 'istanbul', ['İstanbul']],
    ['mitochondrion', 'chondria', []],
  ])('in %j, %j finds %j', (text, query, parts) => {
    expect(found(text, query)).toEqual(parts);
  });

  test('a text written with combining accents is found as the same word written precomposed', () => {
    expect(found('E\u0301nergie', 'énergie')).toEqual(['E\u0301nergie']);
  });

  test('a blank search finds no part and keeps every line', () => {
    expect(matchRanges('Any line', '   ')).toEqual([]);
    expect(lineMatches('Any line', '  ')).toBe(true);
    expect(lineMatches('Any line', 'other')).toBe(false);
  });

  test('parts found never overlap', () => {
    expect(matchRanges('aaaa', 'aa')).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });
});

describe('the line spoken', () => {
  const cues: TranscriptCue[] = [
    { start: 0, end: 2, text: 'one' },
    { start: 2, end: 4, text: 'two' },
    { start: 6, end: 8, text: 'three' },
  ];
  test.each([
    [0, 0],
    [1.9, 0],
    [2, 1],
    [5, -1],
    [7.5, 2],
    [8, -1],
  ])('at %s s it is line %s', (at, index) => {
    expect(cueIndexAt(cues, at)).toBe(index);
  });
});

test.each([
  [0, '0:00'],
  [3.9, '0:03'],
  [75, '1:15'],
  [3725, '1:02:05'],
])('%s s reads %s', (seconds, clock) => {
  expect(cueClock(seconds)).toBe(clock);
});
