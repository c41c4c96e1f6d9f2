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
  places: 'Orte auf dem Bild',
  placesOn: 'Jeder Eintrag ist ein Ort auf dem Bild der Frage',
  placesHint:
    'Die Lernenden sehen das Bild mit jedem Ort umrandet und nach seinem Eintrag benannt und bringen die Orte in eine Reihenfolge.',
  addImageFirst: 'Fügen Sie oben ein Bild hinzu und setzen Sie dann den Ort jedes Eintrags darauf.',
  drawFor: 'Ort zeichnen für',
  imageAlt: 'Orte auf dem Bild von {{label}}',
  addPlace: 'Ort für Eintrag {{number}} hinzufügen',
  error_placesIncomplete: 'Jeder Eintrag braucht einen Ort auf dem Bild, oder keiner.',
  error_placesNeedImage: 'Orte auf dem Bild brauchen das Bild der Frage: Fügen Sie oben eines hinzu.',
} as const;
