/** The lists of the teacher's answer keys: a title that names the list, and the rows that are right. */
import { useId, type ReactNode } from 'react';
import { cx } from '../../../views/ui/cx';
import { Icon } from '../../../views/ui/icons';
import { RIGHT_ROW } from './answerKey';

export function AnswerKeyList({
  title,
  ordered = false,
  children,
}: {
  readonly title: ReactNode;
  /** Numbered, where the order is the answer. */
  readonly ordered?: boolean;
  readonly children: ReactNode;
}) {
  const id = useId();
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <p id={id} className="text-sm text-slate-700">
        {title}
      </p>
      <List aria-labelledby={id} className="flex flex-col gap-1">
        {children}
      </List>
    </>
  );
}

/** A right answer's row: ticked, in the right answer's look. */
export function RightAnswerRow({
  className,
  children,
}: {
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <li className={RIGHT_ROW}>
      <Icon name="check" className="size-4" />
      <span className={cx('flex-1', className)}>{children}</span>
    </li>
  );
}
