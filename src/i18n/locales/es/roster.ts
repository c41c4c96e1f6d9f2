/** es: the roster group's strings, translated from src/i18n/en/roster.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const roster = {
  stateNotStarted: 'Sin empezar',
  stateOpened: 'Abierto',
  stateInProgress: 'En curso',
  stateSubmitted: 'Entregado',
  stateLate: 'Tarde',
  stateMissing: 'Falta',
  stateNeedsGrading: 'Por calificar',
  colState: 'Estado',
  openAttempt: 'Intento {{number}}: {{state}}',
  filterLabel: 'Mostrar estudiantes',
  filterAll: 'Todos ({{count}})',
  filterOne: '{{state}} ({{count}})',
  remind: 'Recordar a quienes no han entregado ({{count}})',
  reminded: 'Recordatorio en camino a: {{list}}',
  recentlyReminded: 'No se les recuerda de nuevo (recordado hace menos de una hora): {{list}}',
  mailOff:
    'El correo no está configurado en este servidor, así que no se puede enviar ningún recordatorio. Copie los correos de los estudiantes que no han entregado y escríbales usted, o copie sus enlaces desde Enlaces de estudiantes en la página de la clase.',
  copyEmails: 'Copiar correos',
  emailsCopied: 'Correos copiados',
  linksHintMail:
    'Cada estudiante tiene un enlace personal, que este servidor le envía por correo. También puede copiar un enlace y repartirlo.',
  linksHintNoMail:
    'Cada estudiante tiene un enlace personal. Este servidor no envía correos: copie los enlaces y repártalos usted.',
  copyAll: 'Copiar todo',
  allCopied: 'Todos los enlaces copiados',
  downloadLinks: 'Descargar CSV',
} as const satisfies AreasCatalog['roster'];
