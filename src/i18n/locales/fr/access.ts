/** fr: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'Votre accès',
  loading: 'Chargement de votre abonnement',
  loadFailed: 'Votre abonnement n’a pas pu être chargé.',
  detailsHeading: 'Votre abonnement',
  kindLabel: 'Type de compte',
  kindTrial: 'Essai',
  kindSubscription: 'Abonnement',
  kindNone: 'Ni essai ni abonnement',
  endsLabel: 'Prend fin le',
  endedLabel: 'A pris fin le',
  endsNever: 'Ne prend pas fin',
  runningLabel: 'En cours',
  runningYes: 'Oui',
  runningNo: 'Non',
  noEndNote: 'Votre compte n’a ni essai ni abonnement propre : son accès ne prend donc pas fin.',
  trialEndedNote:
    'Votre période d’essai a pris fin le {{date}}. Elle n’ouvre aucune section pour le moment ; votre gestionnaire de compte peut la prolonger.',
  subscriptionEndedNote:
    'Votre abonnement a pris fin le {{date}}. Il n’ouvre aucune section pour le moment ; votre gestionnaire de compte peut le renouveler.',
  sectionsHeading: 'Sections qui vous sont ouvertes',
  sectionsHint: 'Ouvrez une section pour voir les sections qu’elle contient.',
  noSections: 'Aucune section ne vous est ouverte pour le moment.',
  childrenLabel: 'Sections de {{title}}',
  childrenLoading: 'Chargement des sections de {{title}}',
  childrenFailed: 'Les sections de {{title}} n’ont pas pu être chargées.',
  retry: 'Réessayer',
  noChildren: '{{title}} ne contient aucune autre section.',
} as const satisfies AreasCatalog['access'];
