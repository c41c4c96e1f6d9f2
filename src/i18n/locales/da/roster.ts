/** da: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'Ikke startet',
  stateOpened: 'Åbnet',
  stateInProgress: 'I gang',
  stateSubmitted: 'Afleveret',
  stateLate: 'For sent',
  stateMissing: 'Mangler',
  stateNeedsGrading: 'Skal bedømmes',
  colState: 'Status',
  openAttempt: 'Forsøg {{number}}: {{state}}',
  filterLabel: 'Vis studerende',
  filterAll: 'Alle ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Påmind dem, der ikke har afleveret ({{count}})',
  reminded: 'Påmindelse på vej til: {{list}}',
  recentlyReminded: 'Ikke påmindet igen (påmindet for under en time siden): {{list}}',
  mailOff:
    'E-mail er ikke sat op på denne server, så der kan ikke sendes påmindelser. Kopiér e-mailadresserne på de studerende, der ikke har afleveret, og skriv selv til dem, eller kopiér deres links fra Studerendes links på klassesiden.',
  copyEmails: 'Kopiér e-mailadresser',
  emailsCopied: 'E-mailadresser kopieret',
  linksHintMail:
    'Hver studerende har et personligt link, som denne server sender på e-mail. Du kan også kopiere et link og dele det ud.',
  linksHintNoMail:
    'Hver studerende har et personligt link. Denne server sender ikke e-mail: kopiér linkene og del dem selv ud.',
  copyAll: 'Kopiér alle',
  allCopied: 'Alle links kopieret',
  downloadLinks: 'Hent CSV',
} as const satisfies AreasCatalog['roster'];
