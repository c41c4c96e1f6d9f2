/**
 * The current time as machines take it: a function given with a machine's input, the real clock unless a test
 * or a screen gives another, so a screen can be started at any time.
 */
export type Clock = () => Date;

/** The real clock: one function, so that the contexts of two machines given it compare equal. */
export const systemClock: Clock = () => new Date();
