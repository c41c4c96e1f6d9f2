/** nb: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'Video',
  loadError: 'Videotallene kunne ikke lastes inn.',
  hint: 'Hver student teller med forsøket tabellen ovenfor viser. Sett: minst 90 % av et kapittel, eller av videoen fra tidspunktet før et spørsmål og fram til det. Løsningsgrad: andelen innleverte forsøk som var riktige.',
  played: 'Studenter som spilte den av: {{count}} av {{total}}',
  nobody: 'Ingen har spilt av denne videoen ennå.',
  curveTitle: 'Visningskurve',
  curveDescription:
    'Hvor mange studenter som så hver del av videoen (en hundredel, eller et sekund i en kort video), og hvor mange ganger den ble spilt av: avspillinger utover antall studenter er gjensyn.',
  curveChart: 'Visningskurve: studenter som så hver del av videoen, og antall avspillinger',
  colPart: 'Del av videoen',
  range: '{{from}}–{{to}}',
  colStudents: 'Studenter som så den',
  colPlays: 'Avspillinger',
  chaptersCaption: 'Kapitler: studenter som så minst 90 % av hvert',
  colChapter: 'Kapittel',
  colTime: 'Tid',
  colWatched: 'Sett',
  countOf: '{{count}} av {{total}}',
  questionsCaption:
    'Spørsmål i videoen: løsningsgrad for alle, for dem som så delen før, og for dem som hoppet over den',
  colMoment: 'Tidspunkt',
  colAll: 'Alle studenter',
  colWatchedBefore: 'Så delen før',
  colSkipped: 'Hoppet over',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];
