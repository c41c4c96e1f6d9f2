/** it: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'Non iniziato',
  stateOpened: 'Aperto',
  stateInProgress: 'In corso',
  stateSubmitted: 'Consegnato',
  stateLate: 'In ritardo',
  stateMissing: 'Mancante',
  stateNeedsGrading: 'Da valutare',
  colState: 'Stato',
  openAttempt: 'Tentativo {{number}}: {{state}}',
  filterLabel: 'Mostra studenti',
  filterAll: 'Tutti ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Ricorda a chi non ha consegnato ({{count}})',
  reminded: 'Promemoria in arrivo a: {{list}}',
  recentlyReminded: 'Non ricordati di nuovo (promemoria meno di un’ora fa): {{list}}',
  mailOff:
    'La posta non è configurata su questo server, quindi non si può inviare alcun promemoria. Copia gli indirizzi degli studenti che non hanno consegnato e scrivi loro tu, oppure copia i loro link da Link degli studenti nella pagina del corso.',
  copyEmails: 'Copia indirizzi',
  emailsCopied: 'Indirizzi copiati',
  linksHintMail:
    'Ogni studente ha un link personale, che questo server gli invia per e-mail. Puoi anche copiare un link e distribuirlo.',
  linksHintNoMail:
    'Ogni studente ha un link personale. Questo server non invia e-mail: copia i link e distribuiscili tu.',
  copyAll: 'Copia tutto',
  allCopied: 'Tutti i link copiati',
  downloadLinks: 'Scarica CSV',
} as const satisfies AreasCatalog['roster'];
