/** One activity in the list: its drag handle, its name (pressed when selected) with its marks, Move up/down, Delete. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import type { ActivitySummary } from '../../../machines/quiz/editor/quizEditorSelectors';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Icon } from '../../ui/icons';
import { SortableRow } from '../../ui/SortableList';
import { DragHandle } from './DragHandle';
import { ReorderButtons } from './ReorderButtons';

export function ActivityRow({
  editor,
  activity,
  index,
  count,
  selected,
  error,
  mark,
  onDelete,
}: {
  editor: QuizEditorActorRef;
  activity: ActivitySummary;
  index: number;
  /** How many activities the list has. */
  count: number;
  selected: boolean;
  /** The activity's own error, shown inside its button. */
  error: string | undefined;
  /** A failed save's mark on something inside the activity, while it has no error of its own. */
  mark: string | undefined;
  onDelete: (activity: ActivitySummary) => void;
}) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const wasSelected = useRef(selected);
  // An activity selected after the list was shown (a new one, a click, Undo) is scrolled into view (ADR 262);
  // jsdom has no scrollIntoView.
  useEffect(() => {
    if (selected && !wasSelected.current) row.current?.scrollIntoView?.({ block: 'nearest' });
    wasSelected.current = selected;
  }, [selected]);
  return (
    <SortableRow id={activity.id}>
      {(handle) => (
        <div
          ref={row}
          className={cx(
            // Rows out of view are neither laid out nor painted (ADR 261).
            'flex items-center gap-2 rounded-md border px-2 py-1 [contain-intrinsic-size:auto_2.75rem] [content-visibility:auto]',
            selected ? 'border-sky-700 bg-sky-50' : 'border-slate-300 bg-white',
          )}
        >
          <DragHandle handle={handle} title={activity.title} />
          <div className="min-w-0 flex-1">
            <button
              type="button"
              aria-pressed={selected}
              data-field={`activity.${activity.id}`}
              aria-describedby={mark ? `activity-mark-${activity.id}` : undefined}
              className="w-full text-start text-sm font-medium text-slate-900"
              onClick={() => editor.send({ type: 'activity.select', activityId: activity.id })}
            >
              {/* Two lines at most: the whole name is the button's name and the Activity Title field's value. */}
              <bdi className="line-clamp-2 break-words">{activity.title}</bdi>
              {error && <span className="block text-xs text-red-700">{error}</span>}
            </button>
            {mark && (
              <p id={`activity-mark-${activity.id}`} className="text-xs text-red-700">
                {t('editorLayout.activityNeedsAttention', { message: mark })}
              </p>
            )}
          </div>
          <ReorderButtons
            title={activity.title}
            index={index}
            last={index === count - 1}
            onReorder={(toIndex) =>
              editor.send({ type: 'activity.reorder', activityId: activity.id, toIndex })
            }
          />
          <Button
            variant="ghost"
            className="px-2 text-red-700"
            disabled={count === 1}
            aria-label={t('editor.deleteActivity', { title: activity.title })}
            onClick={() => onDelete(activity)}
          >
            <Icon name="close" className="size-4" />
          </Button>
        </div>
      )}
    </SortableRow>
  );
}
