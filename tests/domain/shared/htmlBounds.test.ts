import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { htmlBoundsExcess, htmlDepth } from '../../../src/domain/shared/htmlBounds';

const nested = (tag: string, depth: number, inner = 'x') =>
  `<${tag}>`.repeat(depth) + inner + `</${tag}>`.repeat(depth);

test.each([
  ['', 0],
  ['plain text, 1 < 2 > 0', 0],
  ['<b>x</b>', 1],
  ['<p><b><i>x</i></b></p>', 3],
  ['<B><I>x</i></b>', 2],
  ['<br><br/><img src=x><hr>', 0],
  ['<span/><span/>', 2],
  ['<b></i></b><b></b>', 1],
  ['<b><i></b><u>x</u>', 2],
  ['<span title="<b><b><b>">x</span>', 1],
  ["<span title='>'><b>", 2],
  ['<span a"b><b>', 2],
  ['<span a=b"><b>', 2],
  ['<!-- <b><b> --><i>', 1],
  ['<!--><b>', 1],
  ['<!---><b>', 1],
  ['<script><b><b></script><i>', 1],
  ['<script></script ><i>', 1],
  ['<script><</script><b><i>', 2],
  ['<script/><b>', 2],
  ['<span><span><title></span></span></title><b>', 3],
  ['<textarea><b><b></textareax></textarea>', 1],
  ['<![CDATA[<b><b>]]><i>', 1],
  ['<![CDATX<b><i>', 1],
  ['<!x><b>', 1],
  ['<!><b>', 0],
  ['<?php <b> ?><i>', 1],
  ['<b></ b><i>', 1],
  ['<b></b foo="<i>"><u>', 1],
  ['</3 <b>><i>', 1],
  ['<<b>', 1],
  ['<b', 1],
  [nested('span', 20), 20],
  [nested('span', 21), 21],
])('%j nests %i deep', (html, depth) => {
  expect(htmlDepth(html)).toBe(depth);
});

test.each([
  ['x'.repeat(100), undefined],
  ['x'.repeat(101), 'length'],
  [nested('b', 5), undefined],
  [nested('b', 6), 'depth'],
  [`<span title="${'<b>'.repeat(20)}">x</span>`, undefined],
  ['<b>'.repeat(34), 'length'],
] as const)('with 100 characters and 5 levels, %j exceeds %j', (html, excess) => {
  expect(htmlBoundsExcess(html, { maxLength: 100, maxDepth: 5 })).toBe(excess);
});

test('counting stops just past the limit, however deep the string goes', () => {
  expect(htmlDepth(nested('span', 20_000), 20)).toBe(21);
  expect(htmlBoundsExcess(nested('span', 20_000), { maxLength: 1_000_000, maxDepth: 20 })).toBe('depth');
});

describe('properties', () => {
  test('any string is answered without throwing, within the limit plus one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.nat(30), (html, limit) => {
        const depth = htmlDepth(html, limit);
        expect(Number.isInteger(depth) && depth >= 0 && depth <= limit + 1).toBe(true);
        expect(htmlBoundsExcess(html, { maxLength: 1000, maxDepth: limit })).toBe(
          depth > limit ? 'depth' : undefined,
        );
      }),
    );
  });

  // A simple reference: well-formed markup whose depth is known by construction, with the look-alikes a scanner
  // could mistake for tags (in attribute values, comments, raw text) and void elements that never nest.
  type Tree = { readonly html: string; readonly depth: number };
  const text = fc.constantFrom('x', ' ', 'a &amp; b', '1 < 2', '3 > 2', '&lt;b&gt;');
  const decoy = fc.constantFrom<Tree>(
    { html: '<!-- <b><i> -->', depth: 0 },
    { html: '<br>', depth: 0 },
    { html: '<img src="a.png" alt="<b>">', depth: 0 },
    { html: '<script>if (a <b) { "<i>" }</script>', depth: 1 },
    { html: '<style>b > i { color: red }</style>', depth: 1 },
    { html: '<title></b></i></title>', depth: 1 },
  );
  const attribute = fc.constantFrom('', ' class="a"', " title='<b>'", ' title="x > y"', ' data-x=1');
  const leaf = fc.oneof(
    text.map((html): Tree => ({ html, depth: 0 })),
    decoy,
  );
  const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc
        .tuple(
          fc.constantFrom('b', 'span', 'EM', 'p', 'a'),
          attribute,
          fc.array(tie('tree'), { maxLength: 3 }),
        )
        .map(([tag, attributes, children]): Tree => ({
          html: `<${tag}${attributes}>${children.map((child) => child.html).join('')}</${tag}>`,
          depth: 1 + Math.max(0, ...children.map((child) => child.depth)),
        })),
    ),
  }));

  test('on well-formed markup the depth is the depth of its tree', () => {
    fc.assert(
      fc.property(tree, ({ html, depth }) => {
        expect(htmlDepth(html)).toBe(depth);
      }),
    );
  });

  /** How deep the server's parser (htmlparser2, under sanitize-html) nests the same string. */
  function parserDepth(html: string): number {
    const VOID = new Set([
      'area',
      'base',
      'basefont',
      'br',
      'col',
      'command',
      'embed',
      'frame',
      'hr',
      'image',
    ]);
    for (const name of ['img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr'])
      VOID.add(name);
    const counted: boolean[] = [];
    let depth = 0;
    let deepest = 0;
    const parser = new Parser(
      {
        onopentag(name, _attributes, isImplied) {
          const counts = !VOID.has(name) && !isImplied;
          counted.push(counts);
          if (counts) deepest = Math.max(deepest, ++depth);
        },
        onclosetag() {
          if (counted.pop()) depth--;
        },
      },
      { decodeEntities: true },
    );
    parser.write(html);
    parser.end();
    return deepest;
  }

  const PIECES = [
    '<',
    '>',
    '/',
    '!',
    '-',
    '"',
    "'",
    '=',
    ' ',
    '\n',
    'b',
    'span',
    'p',
    'br',
    'script',
    'TITLE',
    'xmp',
    'textarea',
    'li',
    'svg',
    '[CDATA[',
    ']]>',
    '-->',
    '<!--',
    '</',
    '/>',
    '?',
    '&',
    '\x1c',
    '\x0f',
    '<b>',
    '</b>',
  ];
  test('tag soup is never counted shallower than the server parser nests it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }), (pieces) => {
        const html = pieces.join('');
        expect(htmlDepth(html)).toBeGreaterThanOrEqual(parserDepth(html));
      }),
      { numRuns: 3000 },
    );
  });
});
