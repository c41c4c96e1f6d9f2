/**
 * The editor's keyboard: a key press is looked up in the shortcut table (src/domain/quiz/editor/quizEditorShortcuts) and its
 * command sent to the editor machine; this hook only maps keys to events and moves focus to the item a shortcut
 * went to.
 *
 * - The editor's history covers every field (typing is recorded as editor events, in plain inputs and in the
 *   rich-text titles alike, whose own TipTap history is off), so Ctrl/Cmd+Z goes to the machine even while a text
 *   field of the form has focus. Single keys ('q', 'j', '?') are the field's while one has focus.
 * - Keys pressed inside a dialog (the Add Video or Articles search, the crop dialog…) belong to that dialog and never
 *   reach the quiz behind it. A key another handler already took (defaultPrevented) is left alone, except in a
 *   rich-text title: ProseMirror prevents Mod-Z/Mod-Y itself (against the browser's contenteditable undo) even with
 *   no history of its own, so there the prevented key is still the quiz's.
 * - Focus moving to another field closes the typing step: the next keystroke is a new undo step.
 */
import { useEffect } from 'react';
import { selectedActivity } from '../../../domain/quiz/editor/quizEditorState';
import {
  isMacPlatform,
  shortcutFor,
  type ShortcutCommand,
} from '../../../domain/quiz/editor/quizEditorShortcuts';
import type { QuizEditorActorRef, QuizEditorEvent } from '../../../machines/quiz/editor/quizEditorMachine';

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const RICH_TEXT = '.ProseMirror';
/** Where a plain key types or moves something of its own. */
const TYPING = [
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]):not([type="reset"])',
  'textarea',
  'select',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  ...['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider', 'listbox', 'grid', 'menu'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

const inside = (target: EventTarget | null, selector: string) =>
  target instanceof Element && target.closest(selector) !== null;

const EVENTS: Partial<Record<ShortcutCommand, QuizEditorEvent>> = {
  save: { type: 'quiz.save' },
  undo: { type: 'history.undo' },
  redo: { type: 'history.redo' },
  addQuestion: { type: 'editor.addQuestion' },
  nextItem: { type: 'editor.nextItem' },
  previousItem: { type: 'editor.previousItem' },
};

export const isMac = () =>
  typeof navigator !== 'undefined' &&
  isMacPlatform(
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
      navigator.platform,
  );

/** How many frames focus waits for the item (about a second): the rich-text title editor loads on demand. */
const FOCUS_FRAMES = 60;

/**
 * Once the item is on screen, puts focus on its first control (so J and K go on from there), or in its title
 * (`intoTitle`: a question just added is for typing).
 */
export function focusItem(itemId: string | null, intoTitle = false, frames = FOCUS_FRAMES) {
  if (itemId === null) return;
  requestAnimationFrame(() => {
    const card = document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(itemId)}"]`);
    // The title's text box: never the card's hidden image input, which comes first in the card.
    const title = intoTitle ? card?.querySelector<HTMLElement>('[role="textbox"]') : null;
    // The card, or the title's editor inside it (a lazily loaded rich-text editor), may mount some frames later.
    if ((!card || (intoTitle && !title)) && frames > 0) return focusItem(itemId, intoTitle, frames - 1);
    if (!card) return;
    const target = title ?? card.querySelector<HTMLElement>('button');
    (target ?? card).focus();
    card.scrollIntoView?.({ block: 'nearest' });
  });
}

/**
 * After Add Question (its button or its key): the question just added, the activity's last item, is selected and
 * its title takes the focus, ready for typing, as the next thing the author does is write it.
 */
export function focusAddedQuestion(editor: QuizEditorActorRef) {
  const state = editor.getSnapshot().context.document?.state;
  if (!state) return;
  const added = selectedActivity(state).items.at(-1)?.originId ?? null;
  if (added) editor.send({ type: 'item.select', itemId: added });
  focusItem(added, true);
}

/** `onHelp` opens the shortcuts help; keep it stable (useCallback), or the listeners are set again each render. */
export function useEditorShortcuts(editor: QuizEditorActorRef, onHelp: () => void): void {
  useEffect(() => {
    const mac = isMac();
    const onKey = (event: KeyboardEvent) => {
      if (inside(event.target, DIALOG)) return;
      if (event.defaultPrevented && !inside(event.target, RICH_TEXT)) return;
      const command = shortcutFor(event, { mac, inField: inside(event.target, TYPING) });
      if (!command) return;
      event.preventDefault();
      if (command === 'help') return onHelp();
      editor.send(EVENTS[command]!);
      const state = editor.getSnapshot().context.document?.state;
      if (!state) return;
      if (command === 'addQuestion') focusAddedQuestion(editor);
      else if (command === 'nextItem' || command === 'previousItem') focusItem(state.selectedItemId);
    };
    const onFocus = () => editor.send({ type: 'history.closeStep' });
    window.addEventListener('keydown', onKey);
    window.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('focusin', onFocus);
    };
  }, [editor, onHelp]);
}
