/**
 * A picture on a choice option or a matching entry (ADR 311): 'Add picture' (the file picker and crop dialog of the
 * question's own image, uploaded to the same route), then its thumbnail, 'Remove picture' and its alternative text.
 * Each change is an editor event the caller sends, so it is one undo step (typing the text coalesces).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionPicture } from '../domain/optionPicture';
import { OPTION_PICTURE_LIMITS } from '../domain/optionPicture';
import { selectCropError } from '../../../machines/shared/cropImageDialogMachine';
import { Button } from '../../../views/ui/Button';
import { Icon } from '../../../views/ui/icons';
import { TextField } from '../../../views/ui/TextField';
import { CropImageDialog } from '../../../views/quiz/editor/dialogs/CropImageDialog';
import { ImageErrorMessage } from '../../../views/quiz/editor/ImageErrorMessage';
import { ImageFileInput } from '../../../views/quiz/editor/ImageFileInput';
import { useImageUploader } from '../../../views/quiz/editor/useImageUploader';

export function OptionPictureField({
  name,
  picture,
  onPicture,
  onAlt,
}: {
  /** The entry's name in labels ("Option A", "Prompt 2"). */
  name: string;
  picture: OptionPicture | undefined;
  onPicture: (picture: OptionPicture | null) => void;
  onAlt: (alt: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const images = useImageUploader();
  const error = useSelector(images, selectCropError);
  const alt = picture?.alt ?? '';

  useEffect(() => {
    const subscription = images.on('image.uploaded', ({ url }) =>
      // A replaced picture keeps the text that describes what it shows until the author changes it.
      onPicture({ src: url, alt }),
    );
    return () => subscription.unsubscribe();
  }, [images, onPicture, alt]);

  const choose = picture ? t('optionPictures.replaceOf', { name }) : t('optionPictures.addTo', { name });
  const picker = (
    <>
      <ImageFileInput ref={fileInput} images={images} label={choose} />
      <CropImageDialog actor={images} />
    </>
  );
  // Without a picture, a small button in the entry's row: a question's list keeps one line per entry.
  if (!picture)
    return (
      <>
        <Button
          variant="ghost"
          className="mt-0.5 px-2"
          aria-label={choose}
          title={choose}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => fileInput.current?.click()}
        >
          <Icon name="image" className="size-4" />
        </Button>
        {picker}
        {error && (
          <div className="basis-full ps-8">
            <ImageErrorMessage error={error} id={`${id}-error`} />
          </div>
        )}
      </>
    );
  return (
    <div className="flex basis-full flex-wrap items-start gap-2 ps-8">
      <img
        src={picture.src}
        alt={picture.alt || t('optionPictures.thumbnail', { name })}
        className="max-h-24 w-auto max-w-40 rounded border border-slate-300 object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            aria-label={choose}
            aria-describedby={error ? `${id}-error` : undefined}
            onClick={() => fileInput.current?.click()}
          >
            {t('optionPictures.replace')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t('optionPictures.removeOf', { name })}
            onClick={() => onPicture(null)}
          >
            {t('optionPictures.remove')}
          </Button>
        </div>
        <TextField
          name={`${id}-alt`}
          label={t('optionPictures.altOf', { name })}
          description={t('optionPictures.altHint')}
          value={picture.alt}
          maxLength={OPTION_PICTURE_LIMITS.alt}
          onChange={(event) => onAlt(event.target.value)}
        />
      </div>
      {picker}
      {error && <ImageErrorMessage error={error} id={`${id}-error`} />}
    </div>
  );
}
