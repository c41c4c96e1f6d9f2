/** nb: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'Din tilgang',
  loading: 'Laster inn abonnementet ditt',
  loadFailed: 'Abonnementet ditt kunne ikke lastes inn.',
  detailsHeading: 'Abonnementet ditt',
  kindLabel: 'Kontotype',
  kindTrial: 'Prøveperiode',
  kindSubscription: 'Abonnement',
  kindNone: 'Ingen prøveperiode eller abonnement',
  endsLabel: 'Slutter',
  endedLabel: 'Sluttet',
  endsNever: 'Slutter ikke',
  runningLabel: 'Aktiv nå',
  runningYes: 'Ja',
  runningNo: 'Nei',
  noEndNote: 'Kontoen din har ingen egen prøveperiode eller eget abonnement, så tilgangen slutter ikke.',
  trialEndedNote:
    'Prøveperioden din ble avsluttet {{date}}. Den åpner ingen seksjoner inntil videre; kundeansvarlig kan forlenge den.',
  subscriptionEndedNote:
    'Abonnementet ditt ble avsluttet {{date}}. Det åpner ingen seksjoner inntil videre; kundeansvarlig kan fornye det.',
  sectionsHeading: 'Seksjoner som er åpne for deg',
  sectionsHint: 'Åpne en seksjon for å se seksjonene i den.',
  noSections: 'Ingen seksjoner er åpne for deg nå.',
  childrenLabel: 'Seksjoner i {{title}}',
  childrenLoading: 'Laster inn seksjonene i {{title}}',
  childrenFailed: 'Seksjonene i {{title}} kunne ikke lastes inn.',
  retry: 'Prøv igjen',
  noChildren: '{{title}} har ingen seksjoner i seg.',
} as const satisfies AreasCatalog['access'];
