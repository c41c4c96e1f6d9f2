/**
 * The student page's API client, its contract and the stored outbox's check: everything of it that imports zod, in
 * a chunk of its own rather than on the page's first script (ADR 140). The page starts its download while React
 * boots; the take machine's effects wait for it on their first call.
 */
const loadWire = () => Promise.all([import('../../api/take/take'), import('../../domain/take/takeOutbox')]);
let wire: ReturnType<typeof loadWire> | undefined;

/** The API calls and the outbox check, loaded once. */
export function preloadTakeWire() {
  wire ??= loadWire();
  return wire;
}
