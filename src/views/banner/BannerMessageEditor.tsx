/** The banner message as rich text (TipTap): bold and italic on one short line. */
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit, { type StarterKitOptions } from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_MESSAGE_TAGS } from '../../domain/banner/banner';
import { cx } from '../ui/cx';
import { sanitizeRichText } from '../ui/sanitizeRichText';

/** The tag each of StarterKit's nodes and marks writes. */
const STARTER_KIT_TAGS = {
  paragraph: 'p',
  hardBreak: 'br',
  bold: 'strong',
  italic: 'em',
  strike: 's',
  underline: 'u',
  link: 'a',
  code: 'code',
  codeBlock: 'pre',
  blockquote: 'blockquote',
  heading: 'h1',
  horizontalRule: 'hr',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
} as const;

const kept = new Set<string>(BANNER_MESSAGE_TAGS);
/**
 * The editor offers only what the server keeps of a message (the banner's allow-list, ADR 101): each StarterKit
 * extension whose tag the list lacks is left out, with the list keys when list items go.
 */
export const BANNER_STARTER_KIT: Partial<StarterKitOptions> = {
  ...Object.fromEntries(
    Object.entries(STARTER_KIT_TAGS)
      .filter(([, tag]) => !kept.has(tag))
      .map(([extension]) => [extension, false]),
  ),
  ...(kept.has('li') ? {} : { listKeymap: false }),
};

export function BannerMessageEditor({
  labelId,
  errorId,
  value,
  invalid,
  onChange,
}: {
  readonly labelId: string;
  readonly errorId: string;
  readonly value: string;
  readonly invalid: boolean;
  readonly onChange: (html: string) => void;
}) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure(BANNER_STARTER_KIT)],
    // Pasted or loaded HTML is sanitised before the editor parses it, so no handler attribute ever reaches the
    // browser's parser (ADR 189).
    content: sanitizeRichText(value),
    immediatelyRender: true,
    editorProps: {
      transformPastedHTML: sanitizeRichText,
      attributes: {
        'aria-labelledby': labelId,
        'aria-describedby': errorId,
        role: 'textbox',
        class: cx(
          'min-h-12 rounded-md border bg-white px-3 py-2 text-base focus:outline-2',
          invalid ? 'border-red-700' : 'border-slate-400',
        ),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A load replaces the value from outside: show it without echoing it back.
  useEffect(() => {
    if (editor && editor.getHTML() !== value && !(value === '' && editor.isEmpty))
      editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="flex flex-col gap-1">
      <div className="flex gap-1" role="toolbar" aria-label={t('site.bannerMessage')}>
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 text-sm font-bold"
          aria-pressed={editor?.isActive('bold') ?? false}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        >
          {t('site.bannerBold')}
        </button>
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-1 text-sm italic"
          aria-pressed={editor?.isActive('italic') ?? false}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        >
          {t('site.bannerItalic')}
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
