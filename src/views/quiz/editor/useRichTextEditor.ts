/**
 * The TipTap editor behind a rich-text field: made once from the sanitised value, kept in step with values that
 * change from outside (undo, redo, a restored draft) without echoing them back, its attributes following the
 * field's error mark, and an uploaded image put in where the cursor was.
 */
import { FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import type { CropImageDialogActorRef } from '../../../machines/shared/cropImageDialogMachine';
import { cx } from '../../ui/cx';
import { sanitizeRichText } from '../../ui/sanitizeRichText';

/**
 * What reaches TipTap's parser, stored or pasted, is sanitised first, so the browser never parses an event-handler
 * attribute in the editor either (ADR 189).
 */
const cleanPaste = (html: string) => sanitizeRichText(html);

/**
 * TipTap's own undo/redo is off: the quiz history is the only one (typing is recorded as editor events), so
 * Ctrl+Z in a question title undoes through the editor machine like everywhere else on the screen.
 */
const RICH_TEXT_KIT = StarterKit.configure({ undoRedo: false });

export function useRichTextEditor({
  value,
  error,
  fieldKey,
  labelId,
  errorId,
  images,
  onChange,
}: {
  value: string;
  error: string | undefined;
  fieldKey: string | undefined;
  labelId: string;
  errorId: string;
  images: CropImageDialogActorRef;
  onChange: (html: string) => void;
}) {
  const attributes = {
    'aria-labelledby': labelId,
    'aria-multiline': 'true',
    role: 'textbox',
    class: cx(
      'min-h-16 rounded-md border bg-white px-3 py-2 text-sm focus:outline-2',
      error ? 'border-red-700' : 'border-slate-400',
    ),
    ...(fieldKey ? { 'data-field': fieldKey } : {}),
    ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
  };
  // The editor reads its content once, when it is made; later values come in through setContent below.
  const [initialContent] = useState(() => sanitizeRichText(value));
  const editor = useEditor({
    extensions: [RICH_TEXT_KIT, TextStyle, FontSize, FontFamily, Image],
    content: initialContent,
    immediatelyRender: true,
    editorProps: { attributes, transformPastedHTML: cleanPaste },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  // The error mark comes and goes after the editor is made: its attributes follow it.
  const marked = Boolean(error);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes, transformPastedHTML: cleanPaste } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the attributes change only with the mark
  }, [editor, marked]);

  // Undo/redo and restored drafts change the value from outside: show it without echoing it back.
  useEffect(() => {
    if (editor && editor.getHTML() !== value && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
    }
  }, [editor, value]);

  // The cropped image, once uploaded, goes in where the cursor was; a cancelled crop inserts nothing.
  useEffect(() => {
    const subscription = images.on('image.uploaded', ({ url }) => {
      editor?.chain().focus().setImage({ src: url }).run();
    });
    return () => subscription.unsubscribe();
  }, [images, editor]);

  return editor;
}
