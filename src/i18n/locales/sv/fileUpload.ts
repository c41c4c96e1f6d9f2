/** Swedish (sv): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'Filuppladdning',
  handScored:
    'Eleverna svarar genom att skicka en fil (en rapport, ett foto av sin uträkning); en lärare bedömer den: försöket visar ”Behöver bedömas” tills svaret har poäng.',
  kinds: 'Tillåtna filtyper',
  kindsHint:
    'Filändelser som .pdf eller typer som image/*, åtskilda med kommatecken. Lämna tomt för att tillåta alla filer.',
  anyKind: 'Alla filtyper',
  maxSize: 'Största fil (MB)',
  maxSizeHint: 'Högst {{max}} MB. Lämna tomt för {{max}} MB.',
  maxFiles: 'Filer per svar',
  instructions: 'Instruktioner till eleverna',
  instructionsHint: 'Visas vid filväljaren: vad som ska skickas och hur.',
  limits: 'Gränser',
  oneFile: 'En fil på upp till {{size}}',
  manyFiles: 'Upp till {{max}} filer på vardera upp till {{size}}',
  error_badKind: 'Skriv varje filtyp som en filändelse (.pdf) eller en typ (image/*).',
  error_tooManyKinds: 'En fråga tillåter högst 20 filtyper.',
  error_noImage: 'En ritfråga behöver en bild: lägg till en ovanför.',
  drawing: 'Eleven ritar på bilden',
  drawingHint:
    'Eleverna ritar på frågans bild med några färger och pennbredder; teckningen skickas som en PNG-fil, eller så skickar de en bild i stället. Frågan behöver en bild.',
  drawingKey: 'Eleven ritar på frågans bild; teckningen skickas som en PNG-fil.',
  download: 'Ladda ned {{name}} ({{size}})',
  downloadFailed: 'Filen kunde inte laddas ned. Försök igen.',
} as const;
