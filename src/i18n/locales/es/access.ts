/** es: the access area's strings, translated from src/i18n/en/access.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const access = {
  title: 'Su acceso',
  loading: 'Cargando su suscripción',
  loadFailed: 'No se pudo cargar su suscripción.',
  detailsHeading: 'Su suscripción',
  kindLabel: 'Tipo de cuenta',
  kindTrial: 'Prueba',
  kindSubscription: 'Suscripción',
  kindNone: 'Sin prueba ni suscripción',
  endsLabel: 'Termina el',
  endedLabel: 'Terminó el',
  endsNever: 'No termina',
  runningLabel: 'Vigente ahora',
  runningYes: 'Sí',
  runningNo: 'No',
  noEndNote: 'Su cuenta no tiene prueba ni suscripción propias, por lo que su acceso no termina.',
  trialEndedNote:
    'Su período de prueba terminó el {{date}}. Por ahora no abre ninguna sección; su gestor de cuenta puede ampliarlo.',
  subscriptionEndedNote:
    'Su suscripción terminó el {{date}}. Por ahora no abre ninguna sección; su gestor de cuenta puede renovarla.',
  sectionsHeading: 'Secciones abiertas para usted',
  sectionsHint: 'Abra una sección para ver las secciones que contiene.',
  noSections: 'Ahora no tiene ninguna sección abierta.',
  childrenLabel: 'Secciones de {{title}}',
  childrenLoading: 'Cargando las secciones de {{title}}',
  childrenFailed: 'No se pudieron cargar las secciones de {{title}}.',
  retry: 'Reintentar',
  noChildren: '{{title}} no contiene otras secciones.',
} as const satisfies AreasCatalog['access'];
