/**
 * A question title as rich text (TipTap 3): bold, italic, font sizes 11–26 px, the fonts Roboto, serif, monospace,
 * Ubuntu Mono and Raleway, and images that are cropped in a dialog and uploaded first (only images; a failed
 * upload shows 'Error add image'). An equation in it is previewed below it (ADR 387). Loaded only with the editor's
 * chunk.
 * @publicModule a bank question's dialog writes its text with it (ADR 367).
 */
import { EditorContent } from '@tiptap/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { selectCropError } from '../../../machines/shared/cropImageDialogMachine';
import { MathPreview } from '../../ui/MathPreview';
import { CropImageDialog } from './dialogs/CropImageDialog';
import { ImageErrorMessage } from './ImageErrorMessage';
import { RichTextToolbar } from './RichTextToolbar';
import { useImageUploader } from './useImageUploader';
import { useRichTextEditor } from './useRichTextEditor';

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
  const id = useId();
  const images = useImageUploader();
  const imageError = useSelector(images, selectCropError);
  const errorId = `${id}-field-error`;
  const editor = useRichTextEditor({
    value,
    error,
    fieldKey,
    labelId: `${id}-label`,
    errorId,
    images,
    onChange,
  });

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <RichTextToolbar editor={editor} images={images} />
      <EditorContent editor={editor} />
      <MathPreview value={value} rich />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <CropImageDialog actor={images} />
      {imageError && <ImageErrorMessage error={imageError} />}
    </div>
  );
}
