/** Why an image did not go in (not an image, too large, or the upload failed), announced as it appears. */
import { useTranslation } from 'react-i18next';
import { QUIZ_IMAGE_MESSAGES } from '../../../domain/quiz/quizImages';

/** The catalog key of each image message the crop-and-upload flow may end in. */
type ImageErrorKey = 'editor.richOnlyImages' | 'editor.richImageTooLarge' | 'editor.richImageError';
const IMAGE_ERROR_KEYS: Readonly<Record<string, ImageErrorKey>> = {
  [QUIZ_IMAGE_MESSAGES.notAnImage]: 'editor.richOnlyImages',
  [QUIZ_IMAGE_MESSAGES.tooLarge]: 'editor.richImageTooLarge',
  [QUIZ_IMAGE_MESSAGES.failed]: 'editor.richImageError',
};

export function ImageErrorMessage({ error, id }: { error: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {t(IMAGE_ERROR_KEYS[error] ?? 'editor.richImageError')}
    </p>
  );
}
