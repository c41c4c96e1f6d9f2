/**
 * A question's hints in the editor (ADR 293): each hint's text and penalty, the last one markable as the worked
 * solution; add, remove, move up and down with buttons (keyboard only, no dragging). Each change is an editor
 * event (one undo step; typing into a text is one), and each hint's problems show beside its field.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import { HINTS_MAX, hintIssues } from '../../../domain/quiz/hints/hints';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { TextField } from '../../ui/TextField';
import { RemoveEntryButton } from '../../../questionTypes/shared/views/RemoveEntryButton';
import { RichTextField } from '../editor/RichTextField';

export function HintsEditor({ editor, item }: { editor: QuizEditorActorRef; item: EditorItem }) {
  const { t } = useTranslation();
  const itemId = item.originId;
  const hints = item.hints ?? [];
  const issues = hintIssues(hints);
  // The message in SPEC's words: the field shows it in the reader's language (specTexts).
  const errorOf = (index: number, field: string): string | undefined =>
    issues.find((i) => i.field === `hints.${index}.${field}`)?.message;
  const solutionLast = hints.at(-1)?.solution === true;
  // A moved hint keeps the focus on the button that moved it, at its new place (keyboard users move it again).
  const list = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<{ index: number; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    // At the top or the bottom its own direction is disabled: the other button keeps the focus in the hint.
    const other = moved.direction === 'up' ? 'down' : 'up';
    const button = (direction: string) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-hint-move="${moved.index}-${direction}"]`);
    const target = button(moved.direction);
    (target && !target.disabled ? target : button(other))?.focus();
  });
  const move = (index: number, direction: 'up' | 'down') => {
    const toIndex = direction === 'up' ? index - 1 : index + 1;
    focusAfterMove.current = { index: toIndex, direction };
    editor.send({ type: 'hint.move', itemId, index, toIndex });
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">{t('hints.title')}</legend>
      <p className="text-sm text-slate-600">{t('hints.intro')}</p>
      {hints.length > 0 && (
        <ol ref={list} className="flex flex-col gap-3">
          {hints.map((hint, index) => {
            const number = index + 1;
            const name = hint.solution ? t('hints.solutionLabel') : t('hints.hintLabel', { number });
            const last = index === hints.length - 1;
            // The solution stays last: nothing moves past it, and it does not move.
            const canMoveUp = index > 0 && !hint.solution;
            const canMoveDown = index < hints.length - 1 && !(solutionLast && index === hints.length - 2);
            return (
              <li key={index} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-slate-800">{name}</span>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      disabled={!canMoveUp}
                      aria-label={t('hints.moveUp', { name })}
                      data-hint-move={`${index}-up`}
                      onClick={() => move(index, 'up')}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={!canMoveDown}
                      aria-label={t('hints.moveDown', { name })}
                      data-hint-move={`${index}-down`}
                      onClick={() => move(index, 'down')}
                    >
                      ↓
                    </Button>
                    <RemoveEntryButton
                      aria-label={t('hints.remove', { name })}
                      onClick={() => editor.send({ type: 'hint.remove', itemId, index })}
                    />
                  </div>
                </div>
                <RichTextField
                  label={t('hints.text', { name })}
                  value={hint.text}
                  error={errorOf(index, 'text')}
                  fieldKey={`item.${itemId}.hints.${index}.text`}
                  onChange={(text) => editor.send({ type: 'hint.setText', itemId, index, text })}
                />
                <TextField
                  name={`hint-penalty-${itemId}-${index}`}
                  type="number"
                  min={0}
                  max={100}
                  step="any"
                  className="max-w-32"
                  label={t('hints.penalty')}
                  description={t('hints.penaltyHint')}
                  error={errorOf(index, 'penalty')}
                  value={Math.round(hint.penalty * 10000) / 100}
                  onChange={(event) => {
                    const percent = event.target.valueAsNumber;
                    if (Number.isFinite(percent) && percent >= 0 && percent <= 100)
                      editor.send({ type: 'hint.setPenalty', itemId, index, penalty: percent / 100 });
                  }}
                />
                {last && (
                  <CheckboxField
                    label={t('hints.isSolution')}
                    checked={hint.solution === true}
                    error={errorOf(index, 'solution')}
                    onChange={(event) =>
                      editor.send({ type: 'hint.setSolution', itemId, index, solution: event.target.checked })
                    }
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="secondary"
        className="self-start"
        disabled={hints.length >= HINTS_MAX}
        onClick={() => editor.send({ type: 'hint.add', itemId })}
      >
        {t('hints.add')}
      </Button>
    </fieldset>
  );
}
