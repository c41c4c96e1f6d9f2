/** Move up and Move down for a row of the editor, named after the row's title. */
import { useTranslation } from 'react-i18next';
import { MoveButtons } from '../../ui/MoveButtons';

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
    <MoveButtons
      upLabel={t('editor.moveUp', { title })}
      downLabel={t('editor.moveDown', { title })}
      first={index === 0}
      last={last}
      className="px-2"
      onMove={(step) => onReorder(index + step)}
    />
  );
}
