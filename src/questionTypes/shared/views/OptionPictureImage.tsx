/**
 * The picture of an option or a matching entry as students and teachers see it (ADR 311): small enough for a
 * phone's row, never wider than the row, with its alternative text for screen readers.
 * @publicModule the take page's review and the teacher's screens show option pictures through it.
 */
import type { OptionPicture } from '../domain/optionPicture';
import { cx } from '../../../views/ui/cx';

export function OptionPictureImage({ picture, className }: { picture: OptionPicture; className?: string }) {
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      loading="lazy"
      className={cx('option-picture max-h-40 w-auto max-w-full self-start rounded object-contain', className)}
    />
  );
}
