/** The banner message as rich text (TipTap): bold and italic on one short line. */
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../ui/cx';

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
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, blockquote: false })],
    content: value,
    immediatelyRender: true,
    editorProps: {
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
      editor.commands.setContent(value, { emitUpdate: false });
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
