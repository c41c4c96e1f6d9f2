/** Polish (pl): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'Porządkowanie',
  items: 'Elementy we właściwej kolejności',
  hint: 'Uczniowie widzą elementy w losowej kolejności i układają je w tej kolejności.',
  item: 'Element {{number}}',
  addItem: 'Dodaj element',
  removeItem: 'Usuń element {{number}}',
  rightOrder: 'Właściwa kolejność',
  error_itemEmpty: 'Elementy nie powinny być puste.',
  error_itemDuplicated: 'Elementy nie powinny się powtarzać.',
  scoring: 'Punktacja',
  scoringPartial: 'Punkty częściowe: każdy element, po którym następuje właściwy kolejny, daje część punktów',
  scoringAllOrNothing: 'Wszystko albo nic: punkty tylko wtedy, gdy cała kolejność jest właściwa',
} as const;
