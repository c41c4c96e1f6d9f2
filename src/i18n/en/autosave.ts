/** Strings of the quiz editor's autosave indicator, its save confirmation and its keyboard shortcuts help. */
export const autosave = {
  savedAt: 'Saved at {{time}}',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  paused: 'Autosave paused: {{reason}}',
  failedReason: 'the last save did not go through',
  stopped: 'Autosave stopped: someone saved a newer version',
  quizSaved: 'Quiz saved',
  keyboardShortcuts: 'Keyboard shortcuts',
  shortcutsIntro:
    'Ctrl (⌘ on a Mac) combinations work anywhere in the editor; single keys work when no text field has focus.',
  shortcut: 'Shortcut',
  action: 'Action',
  or: 'or',
  close: 'Close',
  save: 'Save the quiz',
  undo: 'Undo',
  redo: 'Redo',
  addQuestion: 'Add a question to the selected activity',
  nextItem: 'Go to the next item',
  previousItem: 'Go to the previous item',
  help: 'Show the keyboard shortcuts',
} as const;
