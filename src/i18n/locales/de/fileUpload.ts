/** German (de): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'Datei-Upload',
  handScored:
    'Lernende antworten mit einer Datei (einem Bericht, einem Foto ihres Rechenwegs); eine Lehrkraft bewertet sie: Der Versuch zeigt „Muss bewertet werden“, bis die Antwort Punkte hat.',
  kinds: 'Angenommene Dateiarten',
  kindsHint:
    'Endungen wie .pdf oder Typen wie image/*, durch Kommas getrennt. Leer lassen, um jede Datei anzunehmen.',
  anyKind: 'Jede Dateiart',
  maxSize: 'Größte Datei (MB)',
  maxSizeHint: 'Höchstens {{max}} MB. Leer lassen für {{max}} MB.',
  maxFiles: 'Dateien pro Antwort',
  instructions: 'Hinweise für Lernende',
  instructionsHint: 'Wird neben der Dateiauswahl angezeigt: was und wie eingereicht wird.',
  limits: 'Grenzen',
  oneFile: 'Eine Datei, bis zu {{size}}',
  manyFiles: 'Bis zu {{max}} Dateien, je bis zu {{size}}',
  error_badKind: 'Schreiben Sie jede Dateiart als Endung wie .pdf oder als Typ wie image/*.',
  error_tooManyKinds: 'Eine Frage nimmt höchstens 20 Dateiarten an.',
  error_noImage: 'Eine Zeichenfrage braucht ein Bild: Fügen Sie oben eines hinzu.',
  drawing: 'Lernende zeichnen auf das Bild',
  drawingHint:
    'Lernende zeichnen mit einigen Farben und Stiftbreiten auf das Bild der Frage; die Zeichnung wird als eine PNG-Datei gesendet, oder sie senden stattdessen ein Bild. Die Frage braucht ein Bild.',
  drawingKey: 'Lernende zeichnen auf das Bild der Frage; die Zeichnung wird als PNG-Datei gesendet.',
  download: '{{name}} herunterladen ({{size}})',
  downloadFailed: 'Die Datei konnte nicht heruntergeladen werden. Versuchen Sie es erneut.',
} as const;
