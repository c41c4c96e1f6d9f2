/**
 * A question title as rich text (TipTap 3): bold, italic, font sizes 11–26 px, the fonts Roboto, serif, monospace,
 * Ubuntu Mono and Raleway, and images that are cropped in a dialog and uploaded first (only images; a failed
 * upload shows 'Error add image'). Loaded only with the editor's chunk.
 */
import { FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUIZ_IMAGE_ACCEPT } from '../../../domain/quiz/quizImages';
import { selectCropError } from '../../../machines/shared/cropImageDialogMachine';
import { cx } from '../../ui/cx';
import { sanitizeRichText } from '../../ui/sanitizeRichText';
import { CropImageDialog } from './dialogs/CropImageDialog';
import { IMAGE_ERROR_KEYS, useImageUploader } from './useImageUploader';

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

export const FONT_SIZES = Array.from({ length: 16 }, (_, index) => `${11 + index}px`);
export const FONT_FAMILIES = ['Roboto', 'serif', 'monospace', 'Ubuntu Mono', 'Raleway'] as const;

export function RichTextField({
  label,
  value,
  error,
  fieldKey,
  onChange,
}: {
  label: string;
  value: string;
  /** The field's message after a failed save: shown below it and tied to it (aria-invalid, aria-describedby). */
  error?: string | undefined;
  /** Where a failed save finds the field to focus (data-field). */
  fieldKey?: string;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const images = useImageUploader();
  const imageError = useSelector(images, selectCropError);
  const errorId = `${id}-field-error`;
  const attributes = {
    'aria-labelledby': `${id}-label`,
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
    editorProps: {
      attributes,
      transformPastedHTML: cleanPaste,
    },
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

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div role="toolbar" aria-label={t('editor.richToolbar')} className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="rounded border border-slate-300 px-2 text-sm font-bold"
          aria-pressed={editor?.isActive('bold') ?? false}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        >
          {t('editor.richBold')}
        </button>
        <button
          type="button"
          className="rounded border border-slate-300 px-2 text-sm italic"
          aria-pressed={editor?.isActive('italic') ?? false}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        >
          {t('editor.richItalic')}
        </button>
        <select
          aria-label={t('editor.richFontSize')}
          className="rounded border border-slate-300 text-sm"
          defaultValue=""
          onChange={(event) => editor?.chain().focus().setFontSize(event.target.value).run()}
        >
          <option value="" disabled>
            {t('editor.richFontSize')}
          </option>
          {FONT_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <select
          aria-label={t('editor.richFontFamily')}
          className="rounded border border-slate-300 text-sm"
          defaultValue=""
          onChange={(event) => editor?.chain().focus().setFontFamily(event.target.value).run()}
        >
          <option value="" disabled>
            {t('editor.richFontFamily')}
          </option>
          {FONT_FAMILIES.map((family) => (
            <option key={family} value={family}>
              {family}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="rounded border border-slate-300 px-2 text-sm"
          onClick={() => fileInput.current?.click()}
        >
          {t('editor.richInsertImage')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={QUIZ_IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('editor.richInsertImage')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) images.send({ type: 'image.choose', file });
          }}
        />
      </div>
      <EditorContent editor={editor} />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <CropImageDialog actor={images} />
      {imageError && (
        <p role="alert" className="text-sm text-red-700">
          {t(IMAGE_ERROR_KEYS[imageError] ?? 'editor.richImageError')}
        </p>
      )}
    </div>
  );
}
