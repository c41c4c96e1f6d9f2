/** pl: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'Wideo',
  loadError: 'Nie udało się wczytać danych o wideo.',
  hint: 'Każdy student liczy się z podejściem pokazanym w tabeli powyżej. Obejrzane: co najmniej 90 % rozdziału albo wideo od chwili przed pytaniem do niego. Łatwość: odsetek oddanych podejść z poprawną odpowiedzią.',
  played: 'Studenci, którzy je odtworzyli: {{count}} z {{total}}',
  nobody: 'Nikt jeszcze nie odtworzył tego wideo.',
  curveTitle: 'Krzywa oglądania',
  curveDescription:
    'Ilu studentów obejrzało każdą część wideo (setną część, a w krótkim wideo sekundę) i ile razy była odtwarzana: odtworzenia ponad liczbę studentów to ponowne oglądanie.',
  curveChart: 'Krzywa oglądania: studenci, którzy obejrzeli każdą część wideo, i liczba jej odtworzeń',
  colPart: 'Część wideo',
  range: '{{from}}–{{to}}',
  colStudents: 'Obejrzeli',
  colPlays: 'Odtworzenia',
  chaptersCaption: 'Rozdziały: studenci, którzy obejrzeli co najmniej 90 % każdego',
  colChapter: 'Rozdział',
  colTime: 'Czas',
  colWatched: 'Obejrzeli',
  countOf: '{{count}} z {{total}}',
  questionsCaption:
    'Pytania w wideo: łatwość u wszystkich, u tych, którzy obejrzeli część przed pytaniem, i u tych, którzy ją pominęli',
  colMoment: 'Chwila',
  colAll: 'Wszyscy studenci',
  colWatchedBefore: 'Obejrzeli część przed',
  colSkipped: 'Pominęli',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];
