/** The grip that drags a row of the editor's sortable lists, by pointer or keyboard, named after what it moves. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';

export function DragHandle({ handle, title }: { handle: Record<string, unknown>; title: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      {...handle}
      aria-label={t('editor.dragHandle', { title })}
      className="cursor-grab rounded p-1 text-slate-600 hover:bg-slate-100"
    >
      <Icon name="grip" className="stroke-3" />
    </button>
  );
}
