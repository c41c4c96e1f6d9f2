/**
 * The activities: add, delete (after a confirmation; Undo brings it back), select one, reorder by drag (pointer or
 * keyboard) or with Move up/down.
 */
import { useSelector } from '@xstate/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectActivityErrors,
  type QuizEditorActorRef,
  type QuizEditorSnapshot,
} from '../../../machines/quiz/editor/quizEditorMachine';
import {
  sameFieldErrors,
  selectActivityFieldErrors,
} from '../../../machines/quiz/editor/quizEditorSelectors';
import { Icon } from '../../ui/icons';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { DeleteActivityDialog } from './dialogs/DeleteActivityDialog';
import { SortableList, SortableRow } from '../../ui/SortableList';

interface ActivitySummary {
  readonly originId: string;
  readonly title: string;
}
const NONE: readonly ActivitySummary[] = [];
const selectActivities = (s: QuizEditorSnapshot): readonly ActivitySummary[] =>
  s.context.document?.state.activities ?? NONE;
const selectSelectedActivityId = (s: QuizEditorSnapshot) => s.context.document?.state.selectedActivityId;
/** An edit inside an activity leaves the list as it is: only ids, order and titles show here (ADR 082). */
const sameActivities = (a: readonly ActivitySummary[], b: readonly ActivitySummary[]) =>
  a === b ||
  (a.length === b.length &&
    a.every((activity, i) => activity.originId === b[i]!.originId && activity.title === b[i]!.title));

export const ActivitiesList = memo(function ActivitiesList({ editor }: { editor: QuizEditorActorRef }) {
  const { t } = useTranslation();
  const activities = useSelector(editor, selectActivities, sameActivities);
  const selectedActivityId = useSelector(editor, selectSelectedActivityId);
  const errors = useSelector(editor, selectActivityErrors);
  const marks = useSelector(editor, selectActivityFieldErrors, sameFieldErrors);
  const ids = activities.map((a) => a.originId);
  const gesture = (id: string) => `drag-activity-${id}`;
  const [deleting, setDeleting] = useState<ActivitySummary | null>(null);

  return (
    <section
      aria-labelledby="activities-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex items-center justify-between">
        <h2 id="activities-heading" className="text-lg font-semibold text-slate-900">
          {t('editor.activities')}
        </h2>
        <Button variant="secondary" onClick={() => editor.send({ type: 'editor.addActivity' })}>
          {t('editor.addActivity')}
        </Button>
      </div>
      <SortableList
        ids={ids}
        label={t('editor.activities')}
        nameOf={(id) => activities.find((a) => a.originId === id)?.title ?? id}
        onDragStart={(id) => editor.send({ type: 'gesture.begin', id: gesture(id) })}
        onMove={(id, toIndex) => editor.send({ type: 'activity.reorder', activityId: id, toIndex })}
        onDrop={(id) => editor.send({ type: 'gesture.commit', id: gesture(id) })}
        onCancel={(id) => editor.send({ type: 'gesture.cancel', id: gesture(id) })}
      >
        <ul className="flex flex-col gap-2">
          {activities.map((activity, index) => {
            const selected = activity.originId === selectedActivityId;
            const error = errors.get(activity.originId);
            const mark = error ? undefined : marks.get(activity.originId);
            return (
              <SortableRow key={activity.originId} id={activity.originId}>
                {(handle) => (
                  <div
                    className={cx(
                      'flex items-center gap-2 rounded-md border px-2 py-1',
                      selected ? 'border-sky-700 bg-sky-50' : 'border-slate-300 bg-white',
                    )}
                  >
                    <button
                      type="button"
                      {...handle}
                      aria-label={t('editor.dragHandle', { title: activity.title })}
                      className="cursor-grab rounded p-1 text-slate-600 hover:bg-slate-100"
                    >
                      <Icon name="grip" className="stroke-3" />
                    </button>
                    <div className="min-w-0 flex-1">
                      <button
                        type="button"
                        aria-pressed={selected}
                        data-field={`activity.${activity.originId}`}
                        aria-describedby={mark ? `activity-mark-${activity.originId}` : undefined}
                        className="w-full text-start text-sm font-medium text-slate-900"
                        onClick={() =>
                          editor.send({ type: 'activity.select', activityId: activity.originId })
                        }
                      >
                        {activity.title}
                        {error && <span className="block text-xs text-red-700">{error}</span>}
                      </button>
                      {mark && (
                        <p id={`activity-mark-${activity.originId}`} className="text-xs text-red-700">
                          {t('editorLayout.activityNeedsAttention', { message: mark })}
                        </p>
                      )}
                    </div>
                    <Button
                      variant="ghost"
                      className="px-2"
                      disabled={index === 0}
                      aria-label={t('editor.moveUp', { title: activity.title })}
                      onClick={() =>
                        editor.send({
                          type: 'activity.reorder',
                          activityId: activity.originId,
                          toIndex: index - 1,
                        })
                      }
                    >
                      <Icon name="arrowUp" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      className="px-2"
                      disabled={index === ids.length - 1}
                      aria-label={t('editor.moveDown', { title: activity.title })}
                      onClick={() =>
                        editor.send({
                          type: 'activity.reorder',
                          activityId: activity.originId,
                          toIndex: index + 1,
                        })
                      }
                    >
                      <Icon name="arrowDown" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      className="px-2 text-red-700"
                      disabled={ids.length === 1}
                      aria-label={t('editor.deleteActivity', { title: activity.title })}
                      onClick={() => setDeleting({ originId: activity.originId, title: activity.title })}
                    >
                      <Icon name="close" className="size-4" />
                    </Button>
                  </div>
                )}
              </SortableRow>
            );
          })}
        </ul>
      </SortableList>
      <DeleteActivityDialog
        activity={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(activityId) => {
          setDeleting(null);
          editor.send({ type: 'activity.remove', activityId });
        }}
      />
    </section>
  );
});
