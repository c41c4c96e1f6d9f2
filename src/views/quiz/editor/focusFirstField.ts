/**
 * After a failed save: focus the first marked field the screen shows, in the order of the page. A field key
 * ('item.<id>.title') not on screen falls back to its owner ('item.<id>': a collapsed question's Expand button).
 */
const FOCUSABLE = 'input:not([disabled]), select, textarea, [contenteditable="true"], button:not([disabled])';

function elementOf(root: ParentNode, key: string): HTMLElement | null {
  const exact = root.querySelector<HTMLElement>(`[data-field="${CSS.escape(key)}"]`);
  if (exact) return exact;
  const owner = key.split('.').slice(0, 2).join('.');
  return owner === key ? null : root.querySelector<HTMLElement>(`[data-field="${CSS.escape(owner)}"]`);
}

export function focusFirstField(keys: readonly string[], root: ParentNode = document): void {
  const found = keys.map((key) => elementOf(root, key)).filter((el): el is HTMLElement => el !== null);
  const first = found.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
  if (!first) return;
  const target = first.matches(FOCUSABLE) ? first : first.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}
