/** Bounds of the fields every question has besides its type's own (ADR 196). */
export const POINTS_MAX = 1000;
export const DEFAULT_POINTS = 1;
export const FEEDBACK_MAX = 5000;
