/** es: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'Vídeo',
  loadError: 'No se pudieron cargar las cifras de los vídeos.',
  hint: 'Cada estudiante cuenta con el intento que muestra la tabla de arriba. Visto: al menos el 90 % de un capítulo, o del vídeo desde el momento anterior a una pregunta hasta ella. Facilidad: proporción de intentos entregados correctos.',
  played: 'Estudiantes que lo reprodujeron: {{count}} de {{total}}',
  nobody: 'Nadie ha reproducido este vídeo todavía.',
  curveTitle: 'Curva de visualización',
  curveDescription:
    'Cuántos estudiantes vieron cada parte del vídeo (una centésima, o un segundo en un vídeo corto) y cuántas veces se reprodujo: las reproducciones por encima del número de estudiantes son revisionados.',
  curveChart: 'Curva de visualización: estudiantes que vieron cada parte del vídeo y veces que se reprodujo',
  colPart: 'Parte del vídeo',
  range: '{{from}}–{{to}}',
  colStudents: 'Estudiantes que la vieron',
  colPlays: 'Reproducciones',
  chaptersCaption: 'Capítulos: estudiantes que vieron al menos el 90 % de cada uno',
  colChapter: 'Capítulo',
  colTime: 'Tiempo',
  colWatched: 'Visto',
  countOf: '{{count}} de {{total}}',
  questionsCaption:
    'Preguntas en el vídeo: facilidad de todos, de quienes vieron la parte anterior y de quienes la saltaron',
  colMoment: 'Momento',
  colAll: 'Todos los estudiantes',
  colWatchedBefore: 'Vieron la parte anterior',
  colSkipped: 'La saltaron',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];
