/** The ends of a dialog machine that picks one thing from a list its screen searches and pages. */

/** `chosen`: the pick is the machine's output; `cancelled`: the dialog closed without one. */
export const PICKER_ENDS = { chosen: { type: 'final' }, cancelled: { type: 'final' } } as const;
