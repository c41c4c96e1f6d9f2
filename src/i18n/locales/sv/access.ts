/** sv: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'Din åtkomst',
  loading: 'Läser in din prenumeration',
  loadFailed: 'Din prenumeration kunde inte läsas in.',
  detailsHeading: 'Din prenumeration',
  kindLabel: 'Kontotyp',
  kindTrial: 'Provperiod',
  kindSubscription: 'Prenumeration',
  kindNone: 'Ingen provperiod eller prenumeration',
  endsLabel: 'Slutar',
  endedLabel: 'Slutade',
  endsNever: 'Slutar inte',
  runningLabel: 'Aktiv nu',
  runningYes: 'Ja',
  runningNo: 'Nej',
  noEndNote: 'Ditt konto har ingen egen provperiod eller prenumeration, så dess åtkomst slutar inte.',
  trialEndedNote:
    'Din provperiod tog slut {{date}}. Den öppnar inga avsnitt för tillfället; din kontoansvarige kan förlänga den.',
  subscriptionEndedNote:
    'Din prenumeration tog slut {{date}}. Den öppnar inga avsnitt för tillfället; din kontoansvarige kan förnya den.',
  sectionsHeading: 'Avsnitt som är öppna för dig',
  sectionsHint: 'Öppna ett avsnitt för att se avsnitten i det.',
  noSections: 'Inga avsnitt är öppna för dig nu.',
  childrenLabel: 'Avsnitt i {{title}}',
  childrenLoading: 'Läser in avsnitten i {{title}}',
  childrenFailed: 'Avsnitten i {{title}} kunde inte läsas in.',
  retry: 'Försök igen',
  noChildren: '{{title}} innehåller inga fler avsnitt.',
} as const satisfies AreasCatalog['access'];
