/** Italian (it): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'Caricamento di file',
  handScored:
    'Gli studenti rispondono inviando un file (una relazione, una foto del procedimento); un docente lo valuta: il tentativo mostra «Da valutare» finché la risposta non ha punti.',
  kinds: 'Tipi di file accettati',
  kindsHint:
    'Estensioni come .pdf o tipi come image/*, separati da virgole. Lasciare vuoto per accettare qualsiasi file.',
  anyKind: 'Qualsiasi tipo di file',
  maxSize: 'File più grande (MB)',
  maxSizeHint: 'Al massimo {{max}} MB. Lasciare vuoto per {{max}} MB.',
  maxFiles: 'File per risposta',
  instructions: 'Istruzioni per gli studenti',
  instructionsHint: 'Mostrate accanto alla scelta del file: cosa inviare e come.',
  limits: 'Limiti',
  oneFile: 'Un file, fino a {{size}}',
  manyFiles: 'Fino a {{max}} file, ciascuno fino a {{size}}',
  error_badKind: 'Scrivere ogni tipo di file come estensione (.pdf) o come tipo (image/*).',
  error_tooManyKinds: 'Una domanda accetta al massimo 20 tipi di file.',
  error_noImage: 'Una domanda di disegno ha bisogno di un’immagine: aggiungila sopra.',
  drawing: 'Lo studente disegna sull’immagine',
  drawingHint:
    'Gli studenti disegnano sull’immagine della domanda con alcuni colori e spessori di penna; il disegno viene inviato come un file PNG, oppure inviano un’immagine al suo posto. Serve l’immagine della domanda.',
  drawingKey: 'Lo studente disegna sull’immagine della domanda; il disegno viene inviato come file PNG.',
  download: 'Scarica {{name}} ({{size}})',
  downloadFailed: 'Impossibile scaricare il file. Riprovare.',
} as const;
