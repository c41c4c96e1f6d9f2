/**
 * Gives the event loop a turn before the next statement. PGlite runs each statement on the main thread and
 * answers within the same turn, so a long series of statements would hold every other request until the last one
 * ends; a work of many statements waits here between them (ADR 102).
 */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
