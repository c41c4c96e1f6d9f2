/** Which of the column's items are collapsed: a view-only state, kept while the author moves between activities. */
import { useCallback, useState } from 'react';

export function useCollapsedItems() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  // Stable, so the memoised rows do not re-render when another row opens or closes.
  const toggle = useCallback(
    (id: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const collapseAll = (ids: readonly string[]) => setCollapsed(new Set(ids));
  const expandAll = () => setCollapsed(new Set());
  return { collapsed, toggle, collapseAll, expandAll };
}
