import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { seedData } from '../../../server/seed/seedData';

describe('seed data files', () => {
  it('a file that fits its schema is read as it stands', () => {
    expect(seedData('people.json', z.array(z.object({ name: z.string() })), [{ name: 'Ada' }])).toEqual([
      { name: 'Ada' },
    ]);
  });

  it('a mistyped field stops the seed with the file name and the field path', () => {
    expect(() => seedData('people.json', z.array(z.object({ name: z.string() })), [{ name: 3 }])).toThrow(
      /people\.json[\s\S]*\[0\]\.name/,
    );
  });
});
