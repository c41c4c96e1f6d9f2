import { plainText as bannerPlainText } from '../../../src/domain/banner/banner';
import { hasImage, plainText } from '../../../src/domain/shared/richText';

test.each([
  ['<p></p>', ''],
  ['<p> </p><p>&nbsp;</p>', ''],
  ['<p><b>Hi</b> &amp; bye</p>', 'Hi & bye'],
  ['&lt;cell&gt; &quot;x&quot; &#39;y&#39;', '<cell> "x" \'y\''],
])('plainText(%j) is %j', (html, text) => {
  expect(plainText(html)).toBe(text);
});

test('the banner reads the same helper', () => {
  expect(bannerPlainText).toBe(plainText);
});

test.each([
  ['<p><img src="/media/a.png"></p>', true],
  ["<img alt='' src='https://cdn.example/a.png'>", true],
  ['<p><img alt="no source"></p>', false],
  ['<p><img src=""></p>', false],
  ['<p>image</p>', false],
])('hasImage(%j) is %s', (html, expected) => {
  expect(hasImage(html)).toBe(expected);
});
