/**
 * Gives the event loop a turn before the next statement, where statements hold the main thread. PGlite answers a
 * transaction's statements on the spot (ADR 340), so a long series of them would hold every other request until
 * the last one ends; a work of many statements waits here between them (ADR 102). PostgreSQL runs its statements
 * in its own processes: nothing is held, and a turn given away under load is a wait behind every read in flight,
 * several times over for one save (ADR 394). A process yields while an embedded store is open in it.
 */
let embeddedStores = 0;

/** An embedded store opened: statements yield until the returned function says it is closed. */
export function embeddedStoreOpened(): () => void {
  embeddedStores += 1;
  let open = true;
  return () => {
    if (open) embeddedStores -= 1;
    open = false;
  };
}

export const yieldToLoop = (): Promise<void> | undefined =>
  embeddedStores > 0 ? new Promise((resolve) => setImmediate(resolve)) : undefined;
