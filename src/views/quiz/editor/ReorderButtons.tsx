/** Move up and Move down: the keyboard's and the pointer's way to reorder a row without dragging it. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';

export function ReorderButtons({
  title,
  index,
  last,
  onReorder,
}: {
  title: string;
  index: number;
  last: boolean;
  onReorder: (toIndex: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="ghost"
        className="px-2"
        disabled={index === 0}
        aria-label={t('editor.moveUp', { title })}
        onClick={() => onReorder(index - 1)}
      >
        <Icon name="arrowUp" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        className="px-2"
        disabled={last}
        aria-label={t('editor.moveDown', { title })}
        onClick={() => onReorder(index + 1)}
      >
        <Icon name="arrowDown" className="size-4" />
      </Button>
    </>
  );
}
