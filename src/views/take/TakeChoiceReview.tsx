/** A choice question's options after submitting: the right ones and the student's own marked in words. */
import { cx } from '../ui/cx';
import { MathText } from '../ui/MathText';
import { useTakeText } from './takeText';
import type { OptionPicture } from '../../questionTypes/shared/domain/optionPicture';
import { OptionPictureImage } from '../../questionTypes/shared/views/OptionPictureImage';

export interface TakeChoiceReviewProps {
  readonly options: readonly {
    readonly id: number;
    readonly text: string;
    readonly picture?: OptionPicture;
  }[];
  readonly right: ReadonlySet<number>;
  readonly chosen: ReadonlySet<number>;
}

export function TakeChoiceReview({ options, right, chosen }: TakeChoiceReviewProps) {
  const TAKE_TEXT = useTakeText();
  return (
    <ul className="mt-2 flex flex-col gap-1">
      {options.map((option) => (
        <li
          key={option.id}
          className={cx(
            'flex flex-wrap items-center gap-2 rounded-md px-3 py-1.5',
            right.has(option.id) ? 'bg-green-50 text-green-900' : 'text-slate-800',
          )}
        >
          {option.picture && <OptionPictureImage picture={option.picture} className="max-h-24 basis-full" />}
          <MathText text={option.text} className="user-text" />
          {right.has(option.id) && (
            <span className="rounded bg-green-700 px-1.5 py-0.5 text-xs font-semibold text-white">
              {TAKE_TEXT.rightAnswer}
            </span>
          )}
          {chosen.has(option.id) && (
            <span className="rounded bg-slate-700 px-1.5 py-0.5 text-xs font-semibold text-white">
              {TAKE_TEXT.yourAnswer}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
