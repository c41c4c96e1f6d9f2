/** The rich-text toolbar: Bold, Italic, the font size and font family, and Insert image through the crop dialog. */
import type { Editor } from '@tiptap/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CropImageDialogActorRef } from '../../../machines/shared/cropImageDialogMachine';
import { ImageFileInput } from './ImageFileInput';

const FONT_SIZES = Array.from({ length: 16 }, (_, index) => `${11 + index}px`);
const FONT_FAMILIES = ['Roboto', 'serif', 'monospace', 'Ubuntu Mono', 'Raleway'] as const;

/** A toolbar choice that applies to the selection; it shows its name until something is picked. */
function ToolbarSelect({
  label,
  values,
  onPick,
}: {
  label: string;
  values: readonly string[];
  onPick: (value: string) => void;
}) {
  return (
    <select
      aria-label={label}
      className="rounded border border-slate-300 text-sm"
      defaultValue=""
      onChange={(event) => onPick(event.target.value)}
    >
      <option value="" disabled>
        {label}
      </option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </select>
  );
}

export function RichTextToolbar({
  editor,
  images,
}: {
  editor: Editor | null;
  images: CropImageDialogActorRef;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
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
      <ToolbarSelect
        label={t('editor.richFontSize')}
        values={FONT_SIZES}
        onPick={(size) => editor?.chain().focus().setFontSize(size).run()}
      />
      <ToolbarSelect
        label={t('editor.richFontFamily')}
        values={FONT_FAMILIES}
        onPick={(family) => editor?.chain().focus().setFontFamily(family).run()}
      />
      <button
        type="button"
        className="rounded border border-slate-300 px-2 text-sm"
        onClick={() => fileInput.current?.click()}
      >
        {t('editor.richInsertImage')}
      </button>
      <ImageFileInput ref={fileInput} images={images} label={t('editor.richInsertImage')} />
    </div>
  );
}
