/** Norwegian Bokmål (nb): file upload questions in the console (editor, answer key, files in results), from src/i18n/en/fileUpload.ts. */
export const fileUpload = {
  name: 'Filopplasting',
  handScored:
    'Elevene svarer ved å sende en fil (en rapport, et bilde av utregningen); en lærer vurderer den: forsøket viser «Må vurderes» til svaret har poeng.',
  kinds: 'Tillatte filtyper',
  kindsHint:
    'Filendelser som .pdf eller typer som image/*, skilt med komma. La feltet stå tomt for å tillate alle filer.',
  anyKind: 'Alle filtyper',
  maxSize: 'Største fil (MB)',
  maxSizeHint: 'Høyst {{max}} MB. La feltet stå tomt for {{max}} MB.',
  maxFiles: 'Filer per svar',
  instructions: 'Veiledning til elevene',
  instructionsHint: 'Vises ved filvelgeren: hva som skal sendes, og hvordan.',
  limits: 'Grenser',
  oneFile: 'Én fil på opptil {{size}}',
  manyFiles: 'Opptil {{max}} filer på hver opptil {{size}}',
  error_badKind: 'Skriv hver filtype som en filendelse (.pdf) eller en type (image/*).',
  error_tooManyKinds: 'Et spørsmål tillater høyst 20 filtyper.',
  error_noImage: 'Et tegnespørsmål må ha et bilde: legg til et ovenfor.',
  drawing: 'Eleven tegner på bildet',
  drawingHint:
    'Elevene tegner på spørsmålets bilde med noen få farger og pennebredder; tegningen sendes som én PNG-fil, eller de sender et bilde i stedet. Spørsmålet må ha et bilde.',
  drawingKey: 'Eleven tegner på spørsmålets bilde; tegningen sendes som en PNG-fil.',
  download: 'Last ned {{name}} ({{size}})',
  downloadFailed: 'Filen kunne ikke lastes ned. Prøv igjen.',
} as const;
