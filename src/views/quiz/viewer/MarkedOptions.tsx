/**
 * A question's options as students see them (the viewer, the editor's preview): each with its letter, its picture
 * (ADR 311) and text, the right answers marked.
 */
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../domain/quiz/editor/optionLetter';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/icons';
import type { OptionPicture } from '../../../questionTypes/shared/domain/optionPicture';
import { OptionPictureImage } from '../../../questionTypes/shared/views/OptionPictureImage';

function MarkedOption({
  index,
  text,
  picture,
  isRight,
  className,
}: {
  readonly index: number;
  readonly text: string;
  readonly picture?: OptionPicture | undefined;
  readonly isRight: boolean;
  /** The row's padding. */
  readonly className: string;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={cx(
        'flex items-center gap-2 rounded border',
        className,
        isRight ? 'border-green-700 bg-green-50 font-medium text-green-900' : 'border-slate-200',
      )}
    >
      <span className="w-5 shrink-0 font-semibold">{optionLetter(index)}.</span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        {picture && <OptionPictureImage picture={picture} className="max-h-24" />}
        {text}
      </span>
      {isRight && (
        <span className="flex items-center gap-1 text-sm font-semibold">
          <Icon name="check" className="size-4" />
          {t('editorLayout.correctAnswerMark')}
        </span>
      )}
    </li>
  );
}

export function MarkedOptions({
  options,
  rightIds,
  className,
  optionClassName,
}: {
  readonly options: readonly {
    readonly id: number | string;
    readonly text: string;
    readonly picture?: OptionPicture | undefined;
  }[];
  readonly rightIds: readonly (number | string)[];
  /** The list's own spacing. */
  readonly className?: string;
  /** Each row's padding. */
  readonly optionClassName: string;
}) {
  return (
    <ul className={cx('flex flex-col gap-1', className)}>
      {options.map((option, index) => (
        <MarkedOption
          key={option.id}
          index={index}
          text={option.text}
          picture={option.picture}
          isRight={rightIds.includes(option.id)}
          className={optionClassName}
        />
      ))}
    </ul>
  );
}
