/** nl: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'Je toegang',
  loading: 'Je abonnement wordt geladen',
  loadFailed: 'Je abonnement kon niet worden geladen.',
  detailsHeading: 'Je abonnement',
  kindLabel: 'Soort account',
  kindTrial: 'Proefperiode',
  kindSubscription: 'Abonnement',
  kindNone: 'Geen proefperiode of abonnement',
  endsLabel: 'Eindigt op',
  endedLabel: 'Geëindigd op',
  endsNever: 'Eindigt niet',
  runningLabel: 'Nu actief',
  runningYes: 'Ja',
  runningNo: 'Nee',
  noEndNote: 'Je account heeft geen eigen proefperiode of abonnement, dus de toegang eindigt niet.',
  trialEndedNote:
    'Je proefperiode is afgelopen op {{date}}. Die opent voorlopig geen secties; je accountmanager kan hem verlengen.',
  subscriptionEndedNote:
    'Je abonnement is afgelopen op {{date}}. Het opent voorlopig geen secties; je accountmanager kan het verlengen.',
  sectionsHeading: 'Secties die voor je openstaan',
  sectionsHint: 'Open een sectie om de secties erin te zien.',
  noSections: 'Er staan nu geen secties voor je open.',
  childrenLabel: 'Secties van {{title}}',
  childrenLoading: 'Secties van {{title}} worden geladen',
  childrenFailed: 'De secties van {{title}} konden niet worden geladen.',
  retry: 'Opnieuw proberen',
  noChildren: '{{title}} bevat geen andere secties.',
} as const satisfies AreasCatalog['access'];
