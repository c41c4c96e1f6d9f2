/** it: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'Il tuo accesso',
  loading: 'Caricamento del tuo abbonamento',
  loadFailed: 'Impossibile caricare il tuo abbonamento.',
  detailsHeading: 'Il tuo abbonamento',
  kindLabel: 'Tipo di account',
  kindTrial: 'Prova',
  kindSubscription: 'Abbonamento',
  kindNone: 'Nessuna prova né abbonamento',
  endsLabel: 'Termina il',
  endedLabel: 'Terminato il',
  endsNever: 'Non termina',
  runningLabel: 'Attivo ora',
  runningYes: 'Sì',
  runningNo: 'No',
  noEndNote: 'Il tuo account non ha una prova né un abbonamento propri, quindi il suo accesso non termina.',
  trialEndedNote:
    'Il tuo periodo di prova è terminato il {{date}}. Per ora non apre alcuna sezione; il tuo account manager può estenderlo.',
  subscriptionEndedNote:
    'Il tuo abbonamento è terminato il {{date}}. Per ora non apre alcuna sezione; il tuo account manager può rinnovarlo.',
  sectionsHeading: 'Sezioni aperte per te',
  sectionsHint: 'Apri una sezione per vedere le sezioni che contiene.',
  noSections: 'Al momento non hai sezioni aperte.',
  childrenLabel: 'Sezioni di {{title}}',
  childrenLoading: 'Caricamento delle sezioni di {{title}}',
  childrenFailed: 'Impossibile caricare le sezioni di {{title}}.',
  retry: 'Riprova',
  noChildren: '{{title}} non contiene altre sezioni.',
} as const satisfies AreasCatalog['access'];
