/**
 * The editor's right column: Collapse All / Expand All, the Activity Title (library mode), the selected activity's
 * items reorderable by drag or with Move up/down, each with Move (more than one activity), Remove (video items)
 * and a chevron.
 *
 * A keystroke re-renders only what it changed: the column reads the selected activity (not the whole quiz), and
 * each row is memoised on its item, so the other rows and their rich-text editors are left alone (ADR 082).
 */
import { useSelector } from '@xstate/react';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isVideoItem, questionNumbers, type EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import {
  sameSummaries,
  selectActivitySummaries,
  selectCanMoveItems,
  sameFieldErrors,
  selectDetailFields,
  selectFieldErrors,
  selectQuestionsBefore,
  selectSelectedActivity,
} from '../../../machines/quiz/editor/quizEditorSelectors';
import { Button } from '../../ui/Button';
import { plainText } from '../../../domain/shared/richText';
import { Icon } from '../../ui/icons';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { QuestionTypeName } from '../../../domain/quiz/questionTypes/registry';
import { QUESTION_TYPE_LABELS, questionTypeLabelKey } from '../questionTypes/editorRegistry';
import { MoveItemDialog } from './dialogs/MoveItemDialog';
import { QuestionEditor } from './QuestionEditor';
import { SortableList, SortableRow } from '../../ui/SortableList';

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
  const questionsBefore = useSelector(editor, selectQuestionsBefore);
  const canMove = useSelector(editor, selectCanMoveItems);
  const { activityTitle } = useSelector(editor, selectDetailFields);
  const fieldErrors = useSelector(editor, selectFieldErrors, sameFieldErrors);
  const itemsError = fieldErrors.get(`activity.${activity.originId}.items`);
  const activityTitleError = fieldErrors.get(`activity.${activity.originId}.title`);
  const numbers = questionNumbers([activity]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [moving, setMoving] = useState<EditorItem | null>(null);
  const ids = activity.items.map((item) => item.originId);
  const gesture = (id: string) => `drag-item-${id}`;
  const labelOf = (item: EditorItem) =>
    isVideoItem(item)
      ? t('editor.video', { title: item.article?.title ?? '' })
      : t('editor.question', { number: questionsBefore + (numbers.get(item.originId) ?? 0) });
  const reorder = useCallback(
    (itemId: string, toIndex: number) => editor.send({ type: 'item.reorder', itemId, toIndex }),
    [editor],
  );
  // The type the next Add Question makes (SPEC's choice question unless another is picked).
  const [newType, setNewType] = useState<QuestionTypeName>('choice');
  const toggle = useCallback(
    (id: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  return (
    <section
      aria-labelledby="items-heading"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="items-heading" className="me-auto text-lg font-semibold text-slate-900">
          {activity.title}
        </h2>
        <Button variant="ghost" onClick={() => setCollapsed(new Set(ids))}>
          {t('editor.collapseAll')}
        </Button>
        <Button variant="ghost" onClick={() => setCollapsed(new Set())}>
          {t('editor.expandAll')}
        </Button>
      </div>
      {activityTitle && (
        <TextField
          label={t('editor.activityTitle')}
          name="activityTitle"
          value={activity.title}
          error={activityTitleError}
          data-field={`activity.${activity.originId}.title`}
          onChange={(event) =>
            editor.send({ type: 'activity.rename', activityId: activity.originId, title: event.target.value })
          }
        />
      )}
      {activity.items.length === 0 && <p className="text-sm text-slate-600">{t('editor.noItems')}</p>}
      <SortableList
        ids={ids}
        label={activity.title}
        nameOf={(id) => {
          const item = activity.items.find((i) => i.originId === id);
          return item ? labelOf(item) : id;
        }}
        onDragStart={(id) => editor.send({ type: 'gesture.begin', id: gesture(id) })}
        onMove={(id, toIndex) => editor.send({ type: 'item.reorder', itemId: id, toIndex })}
        onDrop={(id) => editor.send({ type: 'gesture.commit', id: gesture(id) })}
        onCancel={(id) => editor.send({ type: 'gesture.cancel', id: gesture(id) })}
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
              acceptLabel={
                item.needsReview
                  ? t('generate.acceptLabel', { number: questionsBefore + (numbers.get(item.originId) ?? 0) })
                  : undefined
              }
              titleError={fieldErrors.get(`item.${item.originId}.title`)}
              optionsError={fieldErrors.get(`item.${item.originId}.textOptions`)}
              answersError={fieldErrors.get(`item.${item.originId}.answers`)}
              pointsError={fieldErrors.get(`item.${item.originId}.points`)}
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
      <div className="flex flex-wrap gap-2">
        <SelectField
          name="newQuestionType"
          label={t('questionTypes.newType')}
          hideLabel
          className="w-auto"
          value={newType}
          options={QUESTION_TYPE_LABELS.map(([value, key]) => ({ value, label: t(key) }))}
          onChange={(event) => setNewType(event.target.value as QuestionTypeName)}
        />
        <Button
          variant="secondary"
          data-field={`activity.${activity.originId}.items`}
          aria-describedby={itemsError ? `items-error-${activity.originId}` : undefined}
          onClick={() =>
            editor.send(
              newType === 'choice'
                ? { type: 'editor.addQuestion' }
                : { type: 'editor.addQuestion', questionType: newType },
            )
          }
        >
          {t('editor.addQuestion')}
        </Button>
        <Button variant="secondary" onClick={onAddVideo}>
          {t('editor.addVideo')}
        </Button>
        <Button variant="secondary" onClick={onImport}>
          {t('editor.importPlaylists')}
        </Button>
        <Button variant="secondary" onClick={onGenerate}>
          <Icon name="sparkles" className="size-4" />
          {t('generate.open')}
        </Button>
      </div>
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

/**
 * One item: re-rendered only when its item, label, position, open state or the Move button's presence changes
 * (a keystroke changes none of the other rows' props).
 */
const ItemRow = memo(function ItemRow({
  editor,
  item,
  index,
  last,
  label,
  acceptLabel,
  titleError,
  optionsError,
  answersError,
  pointsError,
  open,
  canMove,
  onMove,
  onReorder,
  onToggle,
}: {
  editor: QuizEditorActorRef;
  item: EditorItem;
  index: number;
  last: boolean;
  label: string;
  /** The Accept button's name while the question is marked for review. */
  acceptLabel: string | undefined;
  titleError: string | undefined;
  optionsError: string | undefined;
  answersError: string | undefined;
  pointsError: string | undefined;
  open: boolean;
  canMove: boolean;
  onMove: (item: EditorItem) => void;
  onReorder: (itemId: string, toIndex: number) => void;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SortableRow id={item.originId}>
      {(handle) => (
        <article
          aria-label={label}
          data-item-id={item.originId}
          className="rounded-md border border-slate-300 bg-white"
        >
          <header className="flex flex-wrap items-center gap-x-2 border-b border-slate-200 px-2 py-1">
            <button
              type="button"
              {...handle}
              aria-label={t('editor.dragHandle', { title: label })}
              className="cursor-grab rounded p-1 text-slate-600 hover:bg-slate-100"
            >
              <Icon name="grip" className="stroke-3" />
            </button>
            <div className="me-auto min-w-0 flex-1 basis-[calc(100%-3rem)] desk:basis-32">
              <div className="flex flex-wrap items-baseline gap-x-2">
                <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
                <span className="text-xs text-slate-600">{t(typeKeyOf(item))}</span>
                {item.needsReview && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                    {t('generate.reviewBadge')}
                  </span>
                )}
              </div>
              {!open && !isVideoItem(item) && (
                <p className="truncate text-sm text-slate-700">
                  {plainText(item.title) || t('editorLayout.noQuestionText')}
                </p>
              )}
              {!open && (titleError ?? optionsError ?? answersError ?? pointsError) && (
                <p className="text-xs text-red-700">
                  {titleError ?? optionsError ?? answersError ?? pointsError}
                </p>
              )}
            </div>
            <Button
              variant="ghost"
              className="px-2"
              disabled={index === 0}
              aria-label={t('editor.moveUp', { title: label })}
              onClick={() => onReorder(item.originId, index - 1)}
            >
              <Icon name="arrowUp" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              className="px-2"
              disabled={last}
              aria-label={t('editor.moveDown', { title: label })}
              onClick={() => onReorder(item.originId, index + 1)}
            >
              <Icon name="arrowDown" className="size-4" />
            </Button>
            {acceptLabel && (
              <Button
                variant="ghost"
                aria-label={acceptLabel}
                onClick={() => editor.send({ type: 'question.accept', itemId: item.originId })}
              >
                {t('generate.accept')}
              </Button>
            )}
            {canMove && (
              <Button
                variant="ghost"
                aria-label={t('editor.moveItem', { title: label })}
                onClick={() => onMove(item)}
              >
                {t('editor.move')}
              </Button>
            )}
            <Button
              variant="ghost"
              className="px-2 text-red-700"
              aria-label={t('editor.removeItem', { title: label })}
              onClick={() => editor.send({ type: 'item.remove', itemId: item.originId })}
            >
              {isVideoItem(item) ? t('editor.remove') : <Icon name="close" className="size-4" />}
            </Button>
            <Button
              variant="ghost"
              className="px-2"
              aria-expanded={open}
              // A collapsed question keeps its marks reachable: a failed save focuses its Expand button.
              data-field={open ? undefined : `item.${item.originId}`}
              aria-label={t(open ? 'editor.collapse' : 'editor.expand', { title: label })}
              onClick={() => onToggle(item.originId)}
            >
              <Icon name={open ? 'chevronDown' : 'chevronRight'} className="size-4" />
            </Button>
          </header>
          {open && (
            <div className="p-3">
              {isVideoItem(item) ? (
                <VideoItemBody item={item} />
              ) : (
                <QuestionEditor
                  editor={editor}
                  item={item}
                  label={label}
                  titleError={titleError}
                  optionsError={optionsError}
                  answersError={answersError}
                  pointsError={pointsError}
                />
              )}
            </div>
          )}
        </article>
      )}
    </SortableRow>
  );
});

/** The item's kind as the card shows it: a video, or a question with one or several right answers. */
const typeKeyOf = (item: EditorItem) =>
  isVideoItem(item)
    ? 'editorLayout.typeVideo'
    : (item.questionType ?? 'choice') !== 'choice'
      ? questionTypeLabelKey(item.questionType)
      : item.isMultiple
        ? 'editorLayout.typeMultiple'
        : 'editorLayout.typeSingle';

function VideoItemBody({ item }: { item: EditorItem }) {
  const image = item.article?.videoData?.images?.short;
  return (
    <div className="flex items-center gap-3">
      {image && <img src={image} alt="" className="h-16 w-28 rounded object-cover" />}
      <p className="text-sm text-slate-800">{item.article?.title}</p>
    </div>
  );
}
