/** de: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'Ihr Zugriff',
  loading: 'Ihr Abonnement wird geladen',
  loadFailed: 'Ihr Abonnement konnte nicht geladen werden.',
  detailsHeading: 'Ihr Abonnement',
  kindLabel: 'Art des Kontos',
  kindTrial: 'Testphase',
  kindSubscription: 'Abonnement',
  kindNone: 'Keine Testphase und kein Abonnement',
  endsLabel: 'Endet am',
  endedLabel: 'Endete am',
  endsNever: 'Endet nicht',
  runningLabel: 'Läuft jetzt',
  runningYes: 'Ja',
  runningNo: 'Nein',
  noEndNote:
    'Ihr Konto hat keine eigene Testphase und kein eigenes Abonnement, daher endet sein Zugriff nicht.',
  trialEndedNote:
    'Ihre Testphase ist am {{date}} abgelaufen. Sie öffnet vorerst keine Abschnitte; Ihre Kundenbetreuung kann sie verlängern.',
  subscriptionEndedNote:
    'Ihr Abonnement ist am {{date}} abgelaufen. Es öffnet vorerst keine Abschnitte; Ihre Kundenbetreuung kann es verlängern.',
  sectionsHeading: 'Für Sie geöffnete Abschnitte',
  sectionsHint: 'Öffnen Sie einen Abschnitt, um die Abschnitte darin zu sehen.',
  noSections: 'Derzeit sind für Sie keine Abschnitte geöffnet.',
  childrenLabel: 'Abschnitte von {{title}}',
  childrenLoading: 'Abschnitte von {{title}} werden geladen',
  childrenFailed: 'Die Abschnitte von {{title}} konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  noChildren: '{{title}} enthält keine weiteren Abschnitte.',
} as const satisfies AreasCatalog['access'];
