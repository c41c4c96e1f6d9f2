/**
 * One item: re-rendered only when its item, label, position, open state or the Move button's presence changes
 * (a keystroke changes none of the other rows' props).
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isVideoItem, type EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { SortableRow } from '../../ui/SortableList';
import { DragHandle } from './DragHandle';
import { ItemHeading } from './ItemHeading';
import { QuestionEditor } from './QuestionEditor';
import { ReorderButtons } from './ReorderButtons';
import { VideoItemBody } from './VideoItemBody';

export const ItemRow = memo(function ItemRow({
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
  const errors = { titleError, optionsError, answersError, pointsError };
  return (
    <SortableRow id={item.originId}>
      {(handle) => (
        <article
          aria-label={label}
          data-item-id={item.originId}
          // Off-screen cards are neither laid out nor painted (they stay in the accessibility tree and focusable):
          // a keystroke's frame costs the cards in view, not the whole activity (ADR 261).
          className="rounded-md border border-slate-300 bg-white [contain-intrinsic-size:auto_24rem] [content-visibility:auto]"
        >
          {/* Wider than a phone the header is one line: its name gives way, the chevron never wraps (ADR 262). */}
          <header className="flex flex-wrap items-center gap-x-2 border-b border-slate-200 px-2 py-1 desk:flex-nowrap">
            <DragHandle handle={handle} title={label} />
            <ItemHeading
              item={item}
              label={label}
              open={open}
              error={titleError ?? optionsError ?? answersError ?? pointsError}
            />
            <ReorderButtons
              title={label}
              index={index}
              last={last}
              onReorder={(toIndex) => onReorder(item.originId, toIndex)}
            />
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
                <VideoItemBody editor={editor} item={item} />
              ) : (
                <QuestionEditor editor={editor} item={item} label={label} {...errors} />
              )}
            </div>
          )}
        </article>
      )}
    </SortableRow>
  );
});
