/**
 * The server's sanitiser (server/sanitize.ts, sanitize-html with the console's allow-lists; ADRs 101 and 325): what
 * each allow-list keeps of stored HTML, and the addresses a link may keep however they are spelled.
 */
import { sanitizeCompanyName, sanitizeHtml, sanitizeQuestionHtml } from '../../server/sanitize';

test.each([
  [
    'tags outside the list go and their text stays',
    '<p>a <font>b</font> <u>c</u></p>',
    '<p>a b <u>c</u></p>',
  ],
  [
    'scripts, styles and raw-text elements go with their content',
    '<p>a<script>alert(1)</script><style>p{}</style><textarea>t</textarea><title>x</title><iframe>i</iframe>b</p>',
    '<p>ab</p>',
  ],
  [
    'only the listed attributes stay, with their values escaped',
    '<a href="https://e.com/?a=1&amp;b=2" onclick="x()" class="c" target="_blank" rel="noopener">l</a>',
    '<a href="https://e.com/?a=1&amp;b=2" target="_blank" rel="noopener">l</a>',
  ],
  ['an attribute with no value says nothing and goes', '<a href target="">l</a>', '<a>l</a>'],
  [
    'inline styles are kept as written',
    '<span style="color: red">r</span>',
    '<span style="color: red">r</span>',
  ],
  ['a line break is written <br>', 'a<br/>b<br>c</br>d', 'a<br>b<br>c<br>d'],
  ['a no-break space is written &nbsp;', '<p>a&nbsp;b\u00a0c</p>', '<p>a&nbsp;b&nbsp;c</p>'],
  ['text is escaped as text', '<p>a &lt; b &amp; "c" &gt; d</p>', '<p>a &lt; b &amp; "c" &gt; d</p>'],
  ['an end tag that closes nothing is left out', '<p>a</b>b</p>', '<p>ab</p>'],
  ['an element left open is closed at the end', '<p><em>a', '<p><em>a</em></p>'],
  ['comments and declarations go', '<!doctype html><p>a<!-- c -->b</p>', '<p>ab</p>'],
  ['text without a < is kept as typed', '  Smith & Sons  ', 'Smith & Sons'],
])('the banner message: %s', (_rule, html, kept) => {
  expect(sanitizeHtml(html)).toBe(kept);
});

test.each([
  ['javascript:alert(1)', true],
  ['JaVaScRiPt:alert(1)', true],
  ['java\tscript:alert(1)', true],
  [' \njavascript:alert(1)', true],
  ['java<!-- x -->script:alert(1)', true],
  ['data:text/html,<b>x</b>', true],
  ['vbscript:x', true],
  ['https:evil', false],
  ['http://e.com', false],
  ['mailto:a@b.org', false],
  ['tel:+15551234', false],
  ['ftp://e.com/f', false],
  ['//e.com/x', false],
  ['/relative/path', false],
  ['#top', false],
])('the address %j is refused: %s', (address, refused) => {
  const link = sanitizeHtml(`<a href="${address.replace(/"/g, '&quot;')}">x</a>`);
  expect(link === '<a>x</a>').toBe(refused);
});

test('a link to a script address loses it, however it is written', () => {
  expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
  expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
  expect(sanitizeHtml('<a href="  https://e.com">x</a>')).toBe('<a href="  https://e.com">x</a>');
});

test('an attribute value cannot end its quotes or its tag', () => {
  expect(sanitizeHtml(`<a href='x" onclick="y'>l</a>`)).toBe('<a href="x&quot; onclick=&quot;y">l</a>');
  expect(sanitizeHtml('<a href="x>y">l</a>')).toBe('<a href="x&gt;y">l</a>');
});

test('a company name keeps the inline tags and no attribute', () => {
  expect(sanitizeCompanyName('<b style="x">Acme</b> <a href="https://e.com">Labs</a><br/>')).toBe(
    '<b>Acme</b> Labs<br>',
  );
});

test('an imported question keeps the question list: tables and code, no images', () => {
  expect(
    sanitizeQuestionHtml(
      '<table><tr><td colspan="2" onclick="x">a</td></tr></table><img src="x"><code>b</code>',
    ),
  ).toBe('<table><tr><td colspan="2">a</td></tr></table><code>b</code>');
});
