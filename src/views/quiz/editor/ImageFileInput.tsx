/**
 * The hidden file input behind an image button: the chosen file goes to the crop-and-upload actor, and the input is
 * emptied so the same file can be chosen again.
 */
import type { RefObject } from 'react';
import { QUIZ_IMAGE_ACCEPT } from '../../../domain/quiz/quizImages';
import type { CropImageDialogActorRef } from '../../../machines/shared/cropImageDialogMachine';

export function ImageFileInput({
  ref,
  images,
  label,
}: {
  ref: RefObject<HTMLInputElement | null>;
  images: CropImageDialogActorRef;
  label: string;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={QUIZ_IMAGE_ACCEPT}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) images.send({ type: 'image.choose', file });
      }}
    />
  );
}
