/** German (de): the ordering question's editor and answer key, from src/i18n/en/ordering.ts. */
export const ordering = {
  name: 'Reihenfolge',
  items: 'Einträge in der richtigen Reihenfolge',
  hint: 'Lernende sehen die Einträge gemischt und bringen sie in diese Reihenfolge.',
  item: 'Eintrag {{number}}',
  addItem: 'Eintrag hinzufügen',
  removeItem: 'Eintrag {{number}} entfernen',
  rightOrder: 'Richtige Reihenfolge',
  error_itemEmpty: 'Einträge sollten nicht leer sein.',
  error_itemDuplicated: 'Einträge sollten nicht doppelt vorkommen.',
  scoring: 'Bewertung',
  scoringPartial:
    'Teilpunkte: Jeder Eintrag, auf den der richtige nächste folgt, bringt einen Anteil der Punkte',
  scoringAllOrNothing: 'Alles oder nichts: Punkte nur, wenn die ganze Reihenfolge richtig ist',
} as const;
