/**
 * A question's own image (item.image, shown above the options in the viewer): its thumbnail, 'Add image' or
 * 'Replace image' through the crop dialog (cropImageDialogMachine; the crop goes to POST /api/quiz/upload_image)
 * and 'Remove image'. Each change is one `question.setImage`, so one undo step.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { selectCropError } from '../../../machines/shared/cropImageDialogMachine';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { Button } from '../../ui/Button';
import { CropImageDialog } from './dialogs/CropImageDialog';
import { ImageErrorMessage } from './ImageErrorMessage';
import { ImageFileInput } from './ImageFileInput';
import { useImageUploader } from './useImageUploader';

export function QuestionImageField({
  editor,
  itemId,
  image,
  label,
}: {
  editor: QuizEditorActorRef;
  itemId: string;
  image: string | null;
  label: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const images = useImageUploader();
  const error = useSelector(images, selectCropError);

  useEffect(() => {
    const subscription = images.on('image.uploaded', ({ url }) =>
      editor.send({ type: 'question.setImage', itemId, image: url }),
    );
    return () => subscription.unsubscribe();
  }, [images, editor, itemId]);

  const choose = image ? t('editor.replaceImage') : t('editor.addImage');
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {t('editor.questionImage')}
      </span>
      {image && (
        <img
          src={image}
          alt={t('editor.questionImageAlt', { label })}
          className="max-h-32 w-auto self-start rounded border border-slate-300"
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => fileInput.current?.click()}
        >
          {choose}
        </Button>
        <ImageFileInput ref={fileInput} images={images} label={choose} />
        {image && (
          <Button
            variant="ghost"
            onClick={() => editor.send({ type: 'question.setImage', itemId, image: null })}
          >
            {t('editor.removeImage')}
          </Button>
        )}
      </div>
      <CropImageDialog actor={images} />
      {error && <ImageErrorMessage error={error} id={`${id}-error`} />}
    </div>
  );
}
