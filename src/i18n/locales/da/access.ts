/** da: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'Din adgang',
  loading: 'Indlæser dit abonnement',
  loadFailed: 'Dit abonnement kunne ikke indlæses.',
  detailsHeading: 'Dit abonnement',
  kindLabel: 'Kontotype',
  kindTrial: 'Prøveperiode',
  kindSubscription: 'Abonnement',
  kindNone: 'Ingen prøveperiode eller abonnement',
  endsLabel: 'Slutter',
  endedLabel: 'Sluttede',
  endsNever: 'Slutter ikke',
  runningLabel: 'Aktiv nu',
  runningYes: 'Ja',
  runningNo: 'Nej',
  noEndNote: 'Din konto har ingen egen prøveperiode eller eget abonnement, så dens adgang slutter ikke.',
  trialEndedNote:
    'Din prøveperiode udløb {{date}}. Den åbner ingen sektioner indtil videre; din kundeansvarlige kan forlænge den.',
  subscriptionEndedNote:
    'Dit abonnement udløb {{date}}. Det åbner ingen sektioner indtil videre; din kundeansvarlige kan forny det.',
  sectionsHeading: 'Sektioner, der er åbne for dig',
  sectionsHint: 'Åbn en sektion for at se sektionerne i den.',
  noSections: 'Ingen sektioner er åbne for dig nu.',
  childrenLabel: 'Sektioner i {{title}}',
  childrenLoading: 'Indlæser sektionerne i {{title}}',
  childrenFailed: 'Sektionerne i {{title}} kunne ikke indlæses.',
  retry: 'Prøv igen',
  noChildren: '{{title}} har ingen sektioner i sig.',
} as const satisfies AreasCatalog['access'];
