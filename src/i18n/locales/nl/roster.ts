/** nl: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'Niet begonnen',
  stateOpened: 'Geopend',
  stateInProgress: 'Bezig',
  stateSubmitted: 'Ingeleverd',
  stateLate: 'Te laat',
  stateMissing: 'Ontbreekt',
  stateNeedsGrading: 'Moet beoordeeld worden',
  colState: 'Status',
  openAttempt: 'Poging {{number}}: {{state}}',
  filterLabel: 'Studenten tonen',
  filterAll: 'Alle ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Herinner wie niet heeft ingeleverd ({{count}})',
  reminded: 'Herinnering onderweg naar: {{list}}',
  recentlyReminded: 'Niet opnieuw herinnerd (minder dan een uur geleden herinnerd): {{list}}',
  mailOff:
    'E-mail is op deze server niet ingesteld, dus er kan geen herinnering worden verstuurd. Kopieer de e-mailadressen van de studenten die niet hebben ingeleverd en schrijf ze zelf, of kopieer hun links via Studentlinks op de klaspagina.',
  copyEmails: 'E-mailadressen kopiëren',
  emailsCopied: 'E-mailadressen gekopieerd',
  linksHintMail:
    'Elke student heeft een persoonlijke link, die deze server per e-mail stuurt. U kunt een link ook kopiëren en zelf uitdelen.',
  linksHintNoMail:
    'Elke student heeft een persoonlijke link. Deze server verstuurt geen e-mail: kopieer de links en deel ze zelf uit.',
  copyAll: 'Alles kopiëren',
  allCopied: 'Alle links gekopieerd',
  downloadLinks: 'CSV downloaden',
} as const satisfies AreasCatalog['roster'];
