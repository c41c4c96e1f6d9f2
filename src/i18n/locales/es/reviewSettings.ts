/** Spanish (es): the review setting on a quiz's results, from src/i18n/en/reviewSettings.ts. */
export const reviewSettings = {
  heading: 'Qué ven los estudiantes',
  score: 'Puntuación',
  scoreAtOnce: 'De inmediato',
  scoreAfterDeadline: 'Después de la fecha límite',
  scoreOnRelease: 'Cuando yo la publique',
  answers: 'Respuestas correctas y comentarios',
  answersNever: 'Nunca',
  answersAfterSubmit: 'Después de entregar',
  answersAfterDeadline: 'Después de la fecha límite',
  hint: 'Los estudiantes lo ven en su enlace personal después de entregar; tus comentarios se muestran con la puntuación. Sin fecha límite, «Después de la fecha límite» espera a que se fije una y haya pasado.',
  revealsScore:
    'Con estas opciones, cada estudiante ve las respuestas correctas junto a las suyas antes de que se muestre la puntuación: así la revelan. Muestra las respuestas correctas no antes que la puntuación.',
  save: 'Guardar configuración',
  saved: 'Configuración guardada',
  notReleased: 'Las puntuaciones aún no se han publicado.',
  released: 'Puntuaciones publicadas el {{when}}.',
  release: 'Publicar puntuaciones',
  withdraw: 'Retirar publicación',
  loadFailed: 'No se pudo cargar la configuración.',
  retry: 'Intentar de nuevo',
} as const;
