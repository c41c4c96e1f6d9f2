/** The ✕ button beside each entry of a question's list (an option, a pair, an answer, a unit, a region, a corner). */
import { Button, type ButtonProps } from '../../../views/ui/Button';
import { Icon } from '../../../views/ui/icons';

export function RemoveEntryButton(
  props: Omit<ButtonProps, 'variant' | 'children'> & { readonly 'aria-label': string },
) {
  return (
    <Button variant="ghost" {...props}>
      <Icon name="close" className="size-4" />
    </Button>
  );
}
