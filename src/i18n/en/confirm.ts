/**
 * Strings of the confirmations: leaving a screen with unsaved changes, deleting an activity in the editor, a save
 * refused because someone else saved first.
 */
export const confirm = {
  leaveTitle: 'Leave this page?',
  leaveDraftText: 'Your changes are kept as a draft.',
  leaveLostText: 'Your unsaved changes will be lost.',
  stay: 'Stay',
  leave: 'Leave',
  deleteActivityTitle: 'Delete activity',
  deleteActivityText: 'Delete "{{title}}" and its items? Undo brings it back.',
  deleteActivityConfirm: 'Delete',
  cancel: 'Cancel',
  conflictTitle: 'Changed by someone else',
  conflictReload: 'Reload',
  conflictKeepMine: 'Keep mine',
} as const;
