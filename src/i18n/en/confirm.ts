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
  /** The version that won was the user's own save, from another tab or device (ADR 300). */
  conflictTitleYours: 'Saved by you in another tab or device',
  conflictYours: 'You saved this in another tab or on another device. Reload it or keep your changes.',
} as const;
