/** nb: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'Ikke startet',
  stateOpened: 'Åpnet',
  stateInProgress: 'Pågår',
  stateSubmitted: 'Levert',
  stateLate: 'For sent',
  stateMissing: 'Mangler',
  stateNeedsGrading: 'Må vurderes',
  colState: 'Status',
  openAttempt: 'Forsøk {{number}}: {{state}}',
  filterLabel: 'Vis studenter',
  filterAll: 'Alle ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Påminn dem som ikke har levert ({{count}})',
  reminded: 'Påminnelse på vei til: {{list}}',
  recentlyReminded: 'Ikke påminnet igjen (påminnet for under en time siden): {{list}}',
  mailOff:
    'E-post er ikke satt opp på denne serveren, så ingen påminnelse kan sendes. Kopier e-postadressene til studentene som ikke har levert, og skriv til dem selv, eller kopier lenkene deres fra Studentlenker på klassesiden.',
  copyEmails: 'Kopier e-postadresser',
  emailsCopied: 'E-postadresser kopiert',
  linksHintMail:
    'Hver student har en personlig lenke som denne serveren sender på e-post. Du kan også kopiere en lenke og dele den ut.',
  linksHintNoMail:
    'Hver student har en personlig lenke. Denne serveren sender ikke e-post: kopier lenkene og del dem ut selv.',
  copyAll: 'Kopier alle',
  allCopied: 'Alle lenker kopiert',
  downloadLinks: 'Last ned CSV',
} as const satisfies AreasCatalog['roster'];
