/** sv: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'Video',
  loadError: 'Videosiffrorna kunde inte läsas in.',
  hint: 'Varje student räknas med det försök som tabellen ovan visar. Sett: minst 90 % av ett kapitel, eller av videon från tidpunkten före en fråga fram till den. Lösningsfrekvens: andelen inlämnade försök som var rätt.',
  played: 'Studenter som spelade upp den: {{count}} av {{total}}',
  nobody: 'Ingen har spelat upp den här videon än.',
  curveTitle: 'Tittarkurva',
  curveDescription:
    'Hur många studenter som såg varje del av videon (en hundradel, eller en sekund i en kort video) och hur många gånger den spelades upp: uppspelningar utöver antalet studenter är omtittningar.',
  curveChart: 'Tittarkurva: studenter som såg varje del av videon och antal uppspelningar',
  colPart: 'Del av videon',
  range: '{{from}}–{{to}}',
  colStudents: 'Studenter som såg den',
  colPlays: 'Uppspelningar',
  chaptersCaption: 'Kapitel: studenter som såg minst 90 % av varje',
  colChapter: 'Kapitel',
  colTime: 'Tid',
  colWatched: 'Sett',
  countOf: '{{count}} av {{total}}',
  questionsCaption:
    'Frågor i videon: lösningsfrekvens för alla, för dem som såg delen före och för dem som hoppade över den',
  colMoment: 'Tidpunkt',
  colAll: 'Alla studenter',
  colWatchedBefore: 'Såg delen före',
  colSkipped: 'Hoppade över',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];
