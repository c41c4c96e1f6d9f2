/** sv: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'Inte påbörjad',
  stateOpened: 'Öppnad',
  stateInProgress: 'Pågår',
  stateSubmitted: 'Inlämnad',
  stateLate: 'Sen',
  stateMissing: 'Saknas',
  stateNeedsGrading: 'Behöver bedömas',
  colState: 'Status',
  openAttempt: 'Försök {{number}}: {{state}}',
  filterLabel: 'Visa studenter',
  filterAll: 'Alla ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Påminn dem som inte lämnat in ({{count}})',
  reminded: 'Påminnelse på väg till: {{list}}',
  recentlyReminded: 'Inte påminda igen (påminda för mindre än en timme sedan): {{list}}',
  mailOff:
    'E-post är inte konfigurerad på den här servern, så ingen påminnelse kan skickas. Kopiera e-postadresserna till studenterna som inte lämnat in och skriv till dem själv, eller kopiera deras länkar från Studentlänkar på klassidan.',
  copyEmails: 'Kopiera e-postadresser',
  emailsCopied: 'E-postadresser kopierade',
  linksHintMail:
    'Varje student har en personlig länk som den här servern mejlar till dem. Du kan också kopiera en länk och dela ut den.',
  linksHintNoMail:
    'Varje student har en personlig länk. Den här servern skickar ingen e-post: kopiera länkarna och dela ut dem själv.',
  copyAll: 'Kopiera alla',
  allCopied: 'Alla länkar kopierade',
  downloadLinks: 'Ladda ner CSV',
} as const satisfies AreasCatalog['roster'];
