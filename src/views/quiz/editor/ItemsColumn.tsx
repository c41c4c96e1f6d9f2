/**
 * The editor's right column: Collapse All / Expand All, the Activity Title, the selected activity's
 * items reorderable by drag or with Move up/down, each with Move (more than one activity), Remove (video items)
 * and a chevron.
 *
 * A keystroke re-renders only what it changed: the column reads the selected activity (not the whole quiz), and
 * each row is memoised on its item, so the other rows and their rich-text editors are left alone (ADR 082).
 */
import { useSelector } from '@xstate/react';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import {
  sameSummaries,
  selectActivitySummaries,
  selectCanMoveItems,
  sameFieldErrors,
  selectFieldErrors,
  selectSelectedActivity,
} from '../../../machines/quiz/editor/quizEditorSelectors';
import { useMessage } from '../../shared/useMessage';
import { Button } from '../../ui/Button';
import { SortableList } from '../../ui/SortableList';
import { TextField } from '../../ui/TextField';
import { AddItemButtons } from './AddItemButtons';
import { dragGestures } from './dragGestures';
import { MoveItemDialog } from './dialogs/MoveItemDialog';
import { ItemRow } from './ItemRow';
import { useCollapsedItems } from './useCollapsedItems';
import { useItemLabels } from './useItemLabels';

export const ItemsColumn = memo(function ItemsColumn({
  editor,
  onAddVideo,
  onImport,
  onGenerate,
}: {
  editor: QuizEditorActorRef;
  onAddVideo: () => void;
  onImport: () => void;
  onGenerate: () => void;
}) {
  const { t } = useTranslation();
  const activity = useSelector(editor, selectSelectedActivity);
  const activities = useSelector(editor, selectActivitySummaries, sameSummaries);
  const canMove = useSelector(editor, selectCanMoveItems);
  const fieldErrors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  // The rules' messages in SPEC's words, shown in the reader's language.
  const shown = useMessage();
  const itemsError = shown(fieldErrors.get(`activity.${activity.originId}.items`));
  const { collapsed, toggle, collapseAll, expandAll } = useCollapsedItems();
  const [moving, setMoving] = useState<EditorItem | null>(null);
  const ids = activity.items.map((item) => item.originId);
  const { labelOf, nameOf, acceptLabelOf } = useItemLabels(editor, activity);
  const reorder = useCallback(
    (itemId: string, toIndex: number) => editor.send({ type: 'item.reorder', itemId, toIndex }),
    [editor],
  );
  const errorOf = (item: EditorItem, field: string) =>
    shown(fieldErrors.get(`item.${item.originId}.${field}`)) ?? undefined;

  return (
    <section
      aria-labelledby="items-heading"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="items-heading" className="me-auto text-lg font-semibold text-slate-900">
          <bdi>{activity.title}</bdi>
        </h2>
        <Button variant="ghost" onClick={() => collapseAll(ids)}>
          {t('editor.collapseAll')}
        </Button>
        <Button variant="ghost" onClick={expandAll}>
          {t('editor.expandAll')}
        </Button>
      </div>
      {/* Every kind's activities are named here: students see the name above its questions (ADR 262). */}
      <TextField
        label={t('editor.activityTitle')}
        name="activityTitle"
        value={activity.title}
        error={fieldErrors.get(`activity.${activity.originId}.title`)}
        data-field={`activity.${activity.originId}.title`}
        onChange={(event) =>
          editor.send({ type: 'activity.rename', activityId: activity.originId, title: event.target.value })
        }
      />
      {activity.items.length === 0 && <p className="text-sm text-slate-600">{t('editor.noItems')}</p>}
      <SortableList
        ids={ids}
        label={activity.title}
        nameOf={nameOf}
        onMove={reorder}
        {...dragGestures(editor, 'item')}
      >
        <ol className="flex flex-col gap-3">
          {activity.items.map((item, index) => (
            <ItemRow
              key={item.originId}
              editor={editor}
              item={item}
              index={index}
              last={index === ids.length - 1}
              label={labelOf(item)}
              acceptLabel={acceptLabelOf(item)}
              titleError={errorOf(item, 'title')}
              optionsError={errorOf(item, 'textOptions')}
              answersError={errorOf(item, 'answers')}
              pointsError={errorOf(item, 'points')}
              open={!collapsed.has(item.originId)}
              canMove={canMove}
              onMove={setMoving}
              onReorder={reorder}
              onToggle={toggle}
            />
          ))}
        </ol>
      </SortableList>
      {itemsError && (
        <p id={`items-error-${activity.originId}`} className="text-sm text-red-700">
          {itemsError}
        </p>
      )}
      <AddItemButtons
        editor={editor}
        activityId={activity.originId}
        errorId={itemsError ? `items-error-${activity.originId}` : undefined}
        onAddVideo={onAddVideo}
        onImport={onImport}
        onGenerate={onGenerate}
      />
      {moving && (
        <MoveItemDialog
          itemId={moving.originId}
          fromActivityId={activity.originId}
          activities={activities}
          onClose={(move) => {
            setMoving(null);
            if (move)
              editor.send({ type: 'item.move', itemId: move.itemId, toActivityId: move.toActivityId });
          }}
        />
      )}
    </section>
  );
});
