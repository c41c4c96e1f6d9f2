/** it: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'Video',
  loadError: 'Non è stato possibile caricare i dati dei video.',
  hint: 'Ogni studente conta con il tentativo mostrato nella tabella sopra. Visto: almeno il 90 % di un capitolo, o del video dal momento precedente a una domanda fino a essa. Facilità: quota di tentativi consegnati corretti.',
  played: 'Studenti che l’hanno riprodotto: {{count}} su {{total}}',
  nobody: 'Nessuno ha ancora riprodotto questo video.',
  curveTitle: 'Curva di visione',
  curveDescription:
    'Quanti studenti hanno visto ogni parte del video (un centesimo, o un secondo per un video breve) e quante volte è stata riprodotta: le riproduzioni oltre il numero di studenti sono rivisioni.',
  curveChart:
    'Curva di visione: studenti che hanno visto ogni parte del video e volte in cui è stata riprodotta',
  colPart: 'Parte del video',
  range: '{{from}}–{{to}}',
  colStudents: 'Studenti che l’hanno vista',
  colPlays: 'Riproduzioni',
  chaptersCaption: 'Capitoli: studenti che ne hanno visto almeno il 90 %',
  colChapter: 'Capitolo',
  colTime: 'Tempo',
  colWatched: 'Visto',
  countOf: '{{count}} su {{total}}',
  questionsCaption:
    'Domande nel video: facilità di tutti, di chi ha visto la parte precedente e di chi l’ha saltata',
  colMoment: 'Momento',
  colAll: 'Tutti gli studenti',
  colWatchedBefore: 'Hanno visto la parte precedente',
  colSkipped: 'L’hanno saltata',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];
