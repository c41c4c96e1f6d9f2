/** de: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'Nicht begonnen',
  stateOpened: 'Geöffnet',
  stateInProgress: 'In Bearbeitung',
  stateSubmitted: 'Abgegeben',
  stateLate: 'Verspätet',
  stateMissing: 'Fehlt',
  stateNeedsGrading: 'Bewertung ausstehend',
  colState: 'Status',
  openAttempt: 'Versuch {{number}}: {{state}}',
  filterLabel: 'Studierende anzeigen',
  filterAll: 'Alle ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Erinnern, wer nicht abgegeben hat ({{count}})',
  reminded: 'Erinnerung unterwegs an: {{list}}',
  recentlyReminded: 'Nicht erneut erinnert (vor weniger als einer Stunde erinnert): {{list}}',
  mailOff:
    'Auf diesem Server ist kein E-Mail-Versand eingerichtet, daher kann keine Erinnerung gesendet werden. Kopieren Sie die E-Mail-Adressen der Studierenden, die nicht abgegeben haben, und schreiben Sie ihnen selbst, oder kopieren Sie ihre Links unter „Studierenden-Links“ auf der Kursseite.',
  copyEmails: 'E-Mail-Adressen kopieren',
  emailsCopied: 'E-Mail-Adressen kopiert',
  linksHintMail:
    'Alle Studierenden haben einen persönlichen Link, den dieser Server ihnen per E-Mail sendet. Sie können einen Link auch kopieren und selbst weitergeben.',
  linksHintNoMail:
    'Alle Studierenden haben einen persönlichen Link. Dieser Server versendet keine E-Mails: Kopieren Sie die Links und geben Sie sie selbst weiter.',
  copyAll: 'Alle kopieren',
  allCopied: 'Alle Links kopiert',
  downloadLinks: 'CSV herunterladen',
} as const satisfies AreasCatalog['roster'];
