/** pl: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'Nie rozpoczęto',
  stateOpened: 'Otwarto',
  stateInProgress: 'W toku',
  stateSubmitted: 'Oddano',
  stateLate: 'Po terminie',
  stateMissing: 'Brak',
  stateNeedsGrading: 'Do oceny',
  colState: 'Stan',
  openAttempt: 'Podejście {{number}}: {{state}}',
  filterLabel: 'Pokaż studentów',
  filterAll: 'Wszyscy ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Przypomnij tym, którzy nie oddali ({{count}})',
  reminded: 'Przypomnienie w drodze do: {{list}}',
  recentlyReminded: 'Bez ponownego przypomnienia (przypomniano mniej niż godzinę temu): {{list}}',
  mailOff:
    'Na tym serwerze nie skonfigurowano poczty, więc nie można wysłać przypomnienia. Skopiuj adresy e-mail studentów, którzy nie oddali, i napisz do nich sam, albo skopiuj ich linki z sekcji Linki studentów na stronie zajęć.',
  copyEmails: 'Kopiuj adresy e-mail',
  emailsCopied: 'Adresy e-mail skopiowane',
  linksHintMail:
    'Każdy student ma osobisty link, który ten serwer wysyła mu e-mailem. Możesz też skopiować link i przekazać go samodzielnie.',
  linksHintNoMail:
    'Każdy student ma osobisty link. Ten serwer nie wysyła poczty: skopiuj linki i przekaż je samodzielnie.',
  copyAll: 'Kopiuj wszystko',
  allCopied: 'Skopiowano wszystkie linki',
  downloadLinks: 'Pobierz CSV',
} as const satisfies AreasCatalog['roster'];
