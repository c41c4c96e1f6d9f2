/** Bounds of the fields every question has besides its type's own (ADR 196). */
export const POINTS_MAX = 1000;
export const DEFAULT_POINTS = 1;
export const FEEDBACK_MAX = 5000;

/** Points a question may be worth: a finite number from 0 to POINTS_MAX (a field's value while typed may be neither). */
export const isPointsValue = (points: number): boolean =>
  Number.isFinite(points) && points >= 0 && points <= POINTS_MAX;
