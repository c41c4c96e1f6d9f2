/** Spanish (es): questions at moments of a video in the quiz editor, from src/i18n/en/videoMoments.ts. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoMoments = {
  timeline: 'Línea de tiempo de {{title}}',
  timelineHelp:
    'Cada marca es una pregunta, un capítulo o una nota en su momento. Mueva una marca con ← y → (1 s), Mayús+← y Mayús+→ (5 s), o arrástrela; selecciónela para reproducir desde ahí.',
  markQuestion: '{{name}} en {{time}}',
  markChapter: 'Capítulo «{{title}}» en {{time}}',
  markNote: 'Nota {{number}} en {{time}}',
  playerAt: 'Reproductor en {{time}}',
  questionType: 'Tipo de la pregunta que se añade',
  addQuestionHere: 'Añadir pregunta aquí',
  addChapter: 'Añadir capítulo',
  addNote: 'Añadir nota',
  newChapter: 'Capítulo {{number}}',
  newNote: 'Nota nueva',
  timeUnreadable: 'Escriba el tiempo como m:ss, por ejemplo 1:05',
  momentSection: 'Momento en el vídeo',
  askAt: 'Preguntar en (m:ss)',
  askAtHelp:
    'Se pregunta mientras se reproduce el vídeo de arriba, en este momento. Vacío: se pregunta junto al vídeo.',
  pause: 'Pausar el vídeo aquí',
  mustAnswer: 'Hay que responder para continuar',
  jumpBack: 'Ante una respuesta incorrecta, volver a (m:ss)',
  jumpBackHelp: 'Vacío: el vídeo continúa.',
  playbackSection: 'Cómo lo ven los estudiantes',
  preventSkipping: 'Impedir avanzar más allá de lo ya visto',
  requireWatched: 'Exigir ver (%)',
  requireWatchedHelp:
    'Antes de poder entregar el cuestionario; 100 significa hasta el final, vacío para ninguno.',
  speeds: 'Velocidades permitidas',
  speed: '{{speed}}×',
  normalSpeedAlways: 'La velocidad normal (1×) siempre se ofrece.',
  chaptersAndNotes: 'Capítulos y notas',
  chapterTime: 'Momento del capítulo {{number}} (m:ss)',
  chapterTitle: 'Título del capítulo {{number}}',
  noteTime: 'Momento de la nota {{number}} (m:ss)',
  noteText: 'Texto de la nota {{number}}',
  remove: 'Quitar {{name}}',
} as const satisfies AreasCatalog['videoMoments'];
