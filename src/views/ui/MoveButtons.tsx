/** Move up and Move down: the keyboard's and the pointer's way to reorder a row without dragging it. */
import { Button } from './Button';
import { Icon } from './icons';

/** One step up (-1) or down (+1). */
type Step = -1 | 1;

export function MoveButtons({
  upLabel,
  downLabel,
  first,
  last,
  className,
  onMove,
}: {
  readonly upLabel: string;
  readonly downLabel: string;
  readonly first: boolean;
  readonly last: boolean;
  readonly className: string;
  readonly onMove: (step: Step) => void;
}) {
  const moves = [
    { step: -1, icon: 'arrowUp', label: upLabel, disabled: first },
    { step: 1, icon: 'arrowDown', label: downLabel, disabled: last },
  ] as const;
  return moves.map(({ step, icon, label, disabled }) => (
    <Button
      key={icon}
      variant="ghost"
      className={className}
      disabled={disabled}
      aria-label={label}
      onClick={() => onMove(step)}
    >
      <Icon name={icon} className="size-4" />
    </Button>
  ));
}
