/** Danish (da): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'Filupload',
  handScored:
    'Eleverne svarer ved at sende en fil (en rapport, et foto af deres udregning); en lærer bedømmer den: forsøget viser “Afventer bedømmelse”, indtil svaret har point.',
  kinds: 'Tilladte filtyper',
  kindsHint:
    'Filendelser som .pdf eller typer som image/*, adskilt af kommaer. Lad feltet stå tomt for at tillade alle filer.',
  anyKind: 'Alle filtyper',
  maxSize: 'Største fil (MB)',
  maxSizeHint: 'Højst {{max}} MB. Lad feltet stå tomt for {{max}} MB.',
  maxFiles: 'Filer pr. svar',
  instructions: 'Vejledning til eleverne',
  instructionsHint: 'Vises ved filvælgeren: hvad der skal sendes, og hvordan.',
  limits: 'Grænser',
  oneFile: 'Én fil på op til {{size}}',
  manyFiles: 'Op til {{max}} filer på hver op til {{size}}',
  error_badKind: 'Skriv hver filtype som en filendelse (.pdf) eller en type (image/*).',
  error_tooManyKinds: 'Et spørgsmål tillader højst 20 filtyper.',
  error_noImage: 'Et tegnespørgsmål skal have et billede: tilføj et ovenfor.',
  drawing: 'Eleven tegner på billedet',
  drawingHint:
    'Eleverne tegner på spørgsmålets billede med nogle få farver og pennebredder; tegningen sendes som én PNG-fil, eller de sender et billede i stedet. Spørgsmålet skal have et billede.',
  drawingKey: 'Eleven tegner på spørgsmålets billede; tegningen sendes som en PNG-fil.',
  download: 'Hent {{name}} ({{size}})',
  downloadFailed: 'Filen kunne ikke hentes. Prøv igen.',
} as const;
