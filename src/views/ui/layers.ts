/**
 * The stacking order of the console, lowest first. Overlays anchored to a control (menus, tooltips, pickers) sit
 * above dialogs (z-40) so a menu or a calendar opened inside a dialog is not hidden by it, and below notifications
 * (z-50 is theirs, but they are pointer-transparent strips at the top), hence z-[60].
 */
export const OVERLAY_LAYER = 'z-[60]';
