/** SPEC section 2: an author's page is /author/{name with spaces replaced by underscores} (ADR 318). */
import { authorNameOf, authorPath, authorSegment } from '../../../src/domain/author/authorName';

test.each([
  ['Marie Curie', 'Marie_Curie'],
  ['  Jean-Paul   Sartre ', 'Jean-Paul_Sartre'],
  ['Ærø Ødegård', 'Ærø_Ødegård'],
])('the name %j is written %j in the address and read back', (name, segment) => {
  expect(authorSegment(name)).toBe(segment);
  expect(authorNameOf(segment)).toBe(name.trim().replace(/\s+/g, ' '));
});

test('the path encodes what a URL cannot hold as it is', () => {
  expect(authorPath('José Álvarez')).toBe('/author/Jos%C3%A9_%C3%81lvarez');
  expect(authorNameOf('Jos%C3%A9_%C3%81lvarez')).toBe('José Álvarez');
});

test.each([[''], ['___'], ['a'.repeat(201)], ['bad\u0000name'], ['%ZZ_%']])(
  'the segment %j names nobody, or is read as written',
  (segment) => {
    const name = authorNameOf(segment);
    if (segment === '%ZZ_%') expect(name).toBe('%ZZ %');
    else expect(name).toBeNull();
  },
);
