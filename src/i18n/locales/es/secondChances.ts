/** Spanish (es): second chances on the student's detail, from src/i18n/en/secondChances.ts. */
export const secondChances = {
  heading: 'Segundas oportunidades',
  extraTime: 'Tiempo adicional',
  extraNone: 'Ninguno',
  extraMinutes: 'Minutos adicionales',
  extraFactor: 'Tiempo × factor',
  minutes: 'Minutos añadidos',
  factor: 'Factor (por ejemplo 1,5)',
  untimed:
    'Este cuestionario no tiene límite de tiempo: el tiempo adicional se aplica a cuestionarios con tiempo.',
  personalDeadline: 'Fecha límite personal',
  personalDeadlineHint: 'Solo cuenta si es posterior a la fecha límite del cuestionario.',
  save: 'Guardar segundas oportunidades',
  deadlineNow: 'Fecha límite de este estudiante: {{date}}',
  noDeadline: 'Sin fecha límite',
  reopenUntil: 'Abierto de nuevo hasta',
  reopen: 'Reabrir intento',
  reopened: 'Reabierto por {{name}}, {{date}}',
  loadFailed: 'No se pudieron cargar las segundas oportunidades.',
  retry: 'Reintentar',
} as const;
