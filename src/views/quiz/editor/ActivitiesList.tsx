/**
 * The activities: add, delete (after a confirmation; Undo brings it back), select one, reorder by drag (pointer or
 * keyboard) or with Move up/down. An edit inside an activity leaves the list as it is: only ids, order and titles
 * show here (ADR 082).
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
  sameSummaries,
  selectActivityFieldErrors,
  selectActivitySummaries,
  type ActivitySummary,
} from '../../../machines/quiz/editor/quizEditorSelectors';
import { Button } from '../../ui/Button';
import { SortableList } from '../../ui/SortableList';
import { ActivityRow } from './ActivityRow';
import { DeleteActivityDialog } from './dialogs/DeleteActivityDialog';
import { dragGestures } from './dragGestures';

const selectSelectedActivityId = (s: QuizEditorSnapshot) => s.context.document?.state.selectedActivityId;

export const ActivitiesList = memo(function ActivitiesList({ editor }: { editor: QuizEditorActorRef }) {
  const { t } = useTranslation();
  const activities = useSelector(editor, selectActivitySummaries, sameSummaries);
  const selectedActivityId = useSelector(editor, selectSelectedActivityId);
  const errors = useSelector(editor, selectActivityErrors);
  const marks = useSelector(editor, selectActivityFieldErrors, sameFieldErrors);
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
        ids={activities.map((a) => a.id)}
        label={t('editor.activities')}
        nameOf={(id) => activities.find((a) => a.id === id)?.title ?? id}
        onMove={(id, toIndex) => editor.send({ type: 'activity.reorder', activityId: id, toIndex })}
        {...dragGestures(editor, 'activity')}
      >
        <ul className="flex flex-col gap-2">
          {activities.map((activity, index) => {
            const error = errors.get(activity.id);
            return (
              <ActivityRow
                key={activity.id}
                editor={editor}
                activity={activity}
                index={index}
                count={activities.length}
                selected={activity.id === selectedActivityId}
                error={error}
                mark={error ? undefined : marks.get(activity.id)}
                onDelete={setDeleting}
              />
            );
          })}
        </ul>
      </SortableList>
      <DeleteActivityDialog
        activity={deleting && { originId: deleting.id, title: deleting.title }}
        onCancel={() => setDeleting(null)}
        onConfirm={(activityId) => {
          setDeleting(null);
          editor.send({ type: 'activity.remove', activityId });
        }}
      />
    </section>
  );
});
