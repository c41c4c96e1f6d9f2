/**
 * A select whose options hold equations (ADR 394): a button that opens a list box, each option drawn with its
 * equations as MathML, where a native select's options could show only their LaTeX. react-aria's Select gives the
 * keyboard (arrows, Enter, Escape, typing an option's first letters), the list box's roles and the focus' return.
 * Each option and the chosen value are named by their plain reading, so a screen reader never reads LaTeX. Loaded
 * by AnswerSelect only when an option holds an equation: react-aria stays out of the student page's first scripts.
 */
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import { readableText } from '../../domain/math/mathReading';
import { cx } from './cx';
import { MathText } from './MathText';

export interface MathSelectProps {
  /** The button's id, for a `<label htmlFor>` that names it. */
  readonly id?: string | undefined;
  readonly 'aria-label'?: string | undefined;
  readonly 'aria-labelledby'?: string | undefined;
  readonly 'aria-describedby'?: string | undefined;
  /** The option chosen; '' for none. */
  readonly value: string;
  readonly options: readonly string[];
  /** The first, empty choice ('Choose an answer'). */
  readonly placeholder: string;
  readonly onChange: (value: string) => void;
  /** The button's look and size: the native select's it stands for (no `display`: the button is inline-flex). */
  readonly className?: string | undefined;
}

const NONE = 'none';
const keyOf = (index: number) => `option-${index}`;

/** A text drawn with its equations, and said as its plain reading. */
function Shown({ text }: { readonly text: string }) {
  return (
    <>
      <span aria-hidden="true">
        <MathText text={text} />
      </span>
      <span className="sr-only">{readableText(text)}</span>
    </>
  );
}

const ITEM =
  'user-text flex min-h-11 cursor-default items-center rounded px-3 py-2 text-base text-slate-900 outline-none data-[focused]:bg-sky-100 data-[selected]:font-semibold data-[focus-visible]:outline-2 data-[focus-visible]:outline-sky-500';

export default function MathSelect({
  value,
  options,
  placeholder,
  onChange,
  className,
  ...names
}: MathSelectProps) {
  const index = options.indexOf(value);
  const selected = index < 0 ? NONE : keyOf(index);
  const choose = (key: Key | null) => {
    const chosen = key === null || key === NONE ? -1 : Number(String(key).slice('option-'.length));
    onChange(options[chosen] ?? '');
  };
  return (
    <Select
      aria-label={names['aria-label']}
      aria-labelledby={names['aria-labelledby']}
      aria-describedby={names['aria-describedby']}
      value={selected}
      onChange={choose}
      // The button stands where the native select would, in the caller's layout: the wrapper adds no box.
      className="contents"
    >
      <Button
        id={names.id}
        className={cx(
          'inline-flex items-center gap-2 text-start data-[focus-visible]:outline-2 data-[focus-visible]:outline-sky-500',
          className,
        )}
      >
        <SelectValue className="user-text min-w-0 flex-1 break-words">
          <Shown text={index < 0 ? placeholder : value} />
        </SelectValue>
        <span aria-hidden="true" className="shrink-0 text-slate-600">
          ▾
        </span>
      </Button>
      <Popover
        placement="bottom start"
        className="max-h-80 min-w-(--trigger-width) max-w-[calc(100vw-1rem)] overflow-auto rounded-md border border-slate-300 bg-white p-1 shadow-lg"
      >
        <ListBox className="flex flex-col gap-0.5 outline-none">
          <ListBoxItem id={NONE} textValue={placeholder} className={cx(ITEM, 'text-slate-600')}>
            {placeholder}
          </ListBoxItem>
          {options.map((option, at) => {
            const reading = readableText(option);
            return (
              <ListBoxItem
                key={keyOf(at)}
                id={keyOf(at)}
                textValue={reading}
                aria-label={reading}
                className={ITEM}
              >
                <span aria-hidden="true">
                  <MathText text={option} />
                </span>
              </ListBoxItem>
            );
          })}
        </ListBox>
      </Popover>
    </Select>
  );
}
