/** pl: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'Twój dostęp',
  loading: 'Wczytywanie subskrypcji',
  loadFailed: 'Nie udało się wczytać Twojej subskrypcji.',
  detailsHeading: 'Twoja subskrypcja',
  kindLabel: 'Rodzaj konta',
  kindTrial: 'Okres próbny',
  kindSubscription: 'Subskrypcja',
  kindNone: 'Brak okresu próbnego i subskrypcji',
  endsLabel: 'Kończy się',
  endedLabel: 'Zakończono',
  endsNever: 'Nie kończy się',
  runningLabel: 'Obowiązuje teraz',
  runningYes: 'Tak',
  runningNo: 'Nie',
  noEndNote: 'Twoje konto nie ma własnego okresu próbnego ani subskrypcji, więc jego dostęp się nie kończy.',
  trialEndedNote:
    'Twój okres próbny zakończył się {{date}}. Na razie nie otwiera żadnych sekcji; opiekun klienta może go przedłużyć.',
  subscriptionEndedNote:
    'Twoja subskrypcja zakończyła się {{date}}. Na razie nie otwiera żadnych sekcji; opiekun klienta może ją odnowić.',
  sectionsHeading: 'Sekcje dostępne dla Ciebie',
  sectionsHint: 'Otwórz sekcję, aby zobaczyć sekcje w niej zawarte.',
  noSections: 'Obecnie nie masz dostępu do żadnej sekcji.',
  childrenLabel: 'Sekcje w „{{title}}”',
  childrenLoading: 'Wczytywanie sekcji w „{{title}}”',
  childrenFailed: 'Nie udało się wczytać sekcji w „{{title}}”.',
  retry: 'Spróbuj ponownie',
  noChildren: '„{{title}}” nie zawiera innych sekcji.',
} as const satisfies AreasCatalog['access'];
