/** Strings of the ordering question's editor and answer key (ADR 199). */
export const ordering = {
  name: 'Ordering',
  items: 'Items in the right order',
  hint: 'Students see the items shuffled and put them in this order.',
  item: 'Item {{number}}',
  addItem: 'Add item',
  removeItem: 'Remove item {{number}}',
  rightOrder: 'Right order',
  error_itemEmpty: 'Items should not be empty.',
  error_itemDuplicated: 'Items should not be duplicated.',
  scoring: 'Scoring',
  scoringPartial: 'Partial credit: each item followed by its right neighbour earns a share of the points',
  scoringAllOrNothing: 'All or nothing: the points only when the whole order is right',
} as const;
