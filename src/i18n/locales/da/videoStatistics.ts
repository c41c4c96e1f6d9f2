/** da: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'Video',
  loadError: 'Videotallene kunne ikke indlæses.',
  hint: 'Hver studerende tæller med det forsøg, tabellen ovenfor viser. Set: mindst 90 % af et kapitel eller af videoen fra tidspunktet før et spørgsmål og frem til det. Sværhedsgrad: andelen af afleverede forsøg, der var rigtige.',
  played: 'Studerende, der afspillede den: {{count}} af {{total}}',
  nobody: 'Ingen har afspillet denne video endnu.',
  curveTitle: 'Visningskurve',
  curveDescription:
    'Hvor mange studerende der så hver del af videoen (en hundrededel, eller et sekund i en kort video), og hvor mange gange den blev afspillet: afspilninger ud over antallet af studerende er genafspilninger.',
  curveChart: 'Visningskurve: studerende, der så hver del af videoen, og antal afspilninger',
  colPart: 'Del af videoen',
  range: '{{from}}–{{to}}',
  colStudents: 'Studerende, der så den',
  colPlays: 'Afspilninger',
  chaptersCaption: 'Kapitler: studerende, der så mindst 90 % af hvert',
  colChapter: 'Kapitel',
  colTime: 'Tid',
  colWatched: 'Set',
  countOf: '{{count}} af {{total}}',
  questionsCaption:
    'Spørgsmål i videoen: sværhedsgrad for alle, for dem der så delen før, og for dem der sprang den over',
  colMoment: 'Tidspunkt',
  colAll: 'Alle studerende',
  colWatchedBefore: 'Så delen før',
  colSkipped: 'Sprang over',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];
