/** Dutch (nl): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'Bestand uploaden',
  handScored:
    'Leerlingen antwoorden met een bestand (een verslag, een foto van hun uitwerking); een docent beoordeelt het: de poging toont ‘Moet beoordeeld worden’ tot het antwoord punten heeft.',
  kinds: 'Toegestane bestandssoorten',
  kindsHint:
    'Extensies zoals .pdf of typen zoals image/*, gescheiden door komma’s. Laat leeg om elk bestand toe te staan.',
  anyKind: 'Elke bestandssoort',
  maxSize: 'Grootste bestand (MB)',
  maxSizeHint: 'Hoogstens {{max}} MB. Laat leeg voor {{max}} MB.',
  maxFiles: 'Bestanden per antwoord',
  instructions: 'Instructies voor leerlingen',
  instructionsHint: 'Getoond naast de bestandskiezer: wat en hoe in te leveren.',
  limits: 'Grenzen',
  oneFile: 'Eén bestand, tot {{size}}',
  manyFiles: 'Tot {{max}} bestanden, elk tot {{size}}',
  error_badKind: 'Schrijf elke bestandssoort als extensie (.pdf) of als type (image/*).',
  error_tooManyKinds: 'Een vraag staat hoogstens 20 bestandssoorten toe.',
  error_noImage: 'Een tekenvraag heeft een afbeelding nodig: voeg er hierboven een toe.',
  drawing: 'Leerling tekent op de afbeelding',
  drawingHint:
    'Leerlingen tekenen op de afbeelding van de vraag met een paar kleuren en pendiktes; de tekening wordt als één PNG-bestand verstuurd, of ze sturen in plaats daarvan een afbeelding. De vraag heeft een afbeelding nodig.',
  drawingKey:
    'De leerling tekent op de afbeelding van de vraag; de tekening wordt als PNG-bestand verstuurd.',
  download: '{{name}} downloaden ({{size}})',
  downloadFailed: 'Het bestand kon niet worden gedownload. Probeer het opnieuw.',
} as const;
