import { render, screen } from '@testing-library/react';
import { BANNER_MESSAGE_TAGS } from '../../../src/domain/banner/banner';
import { BannerMessageEditor } from '../../../src/views/banner/BannerMessageEditor';

const EVERY_STARTER_KIT_TAG =
  '<h2>Head</h2><p><strong>Bold</strong> <em>it</em> <s>old</s> <u>under</u> <code>code</code> ' +
  '<a href="https://example.org">link</a><br>next</p><ul><li>item</li></ul><ol><li>one</li></ol>' +
  '<blockquote><p>quote</p></blockquote><pre><code>block</code></pre><hr>';

// The editor's document is what it writes (getHTML serialises the same schema), so what it shows is what it sends.
test('the message editor shows and writes only tags of the banner allow-list, whatever markup it is given', () => {
  render(
    <BannerMessageEditor
      labelId="l"
      errorId="e"
      value={EVERY_STARTER_KIT_TAG}
      invalid={false}
      onChange={() => {}}
    />,
  );
  const editor = screen.getByRole('textbox');
  const tags = [...editor.querySelectorAll('*')]
    .filter((element) => !/\bProseMirror-/.test(element.className))
    .map((element) => element.localName);
  expect(tags.filter((tag) => !(BANNER_MESSAGE_TAGS as readonly string[]).includes(tag))).toEqual([]);
  expect(tags).toEqual(expect.arrayContaining(['p', 'strong', 'em', 's', 'u', 'a', 'br']));
  for (const text of ['Head', 'code', 'item', 'one', 'quote', 'block'])
    expect(editor.textContent).toContain(text);
});
