/** pt-BR: the strings of src/i18n/en/videoStatistics.ts, translated. */
import type { AreasCatalog } from '../../catalogTypes';

export const videoStatistics = {
  heading: 'Vídeo',
  loadError: 'Não foi possível carregar os dados dos vídeos.',
  hint: 'Cada estudante conta com a tentativa mostrada na tabela acima. Assistido: pelo menos 90 % de um capítulo, ou do vídeo desde o momento anterior a uma pergunta até ela. Facilidade: parcela das tentativas enviadas corretas.',
  played: 'Estudantes que o reproduziram: {{count}} de {{total}}',
  nobody: 'Ninguém reproduziu este vídeo ainda.',
  curveTitle: 'Curva de visualização',
  curveDescription:
    'Quantos estudantes assistiram a cada parte do vídeo (um centésimo, ou um segundo em um vídeo curto) e quantas vezes ela foi reproduzida: reproduções acima do número de estudantes são revisualizações.',
  curveChart:
    'Curva de visualização: estudantes que assistiram a cada parte do vídeo e vezes em que foi reproduzida',
  colPart: 'Parte do vídeo',
  range: '{{from}}–{{to}}',
  colStudents: 'Estudantes que assistiram',
  colPlays: 'Reproduções',
  chaptersCaption: 'Capítulos: estudantes que assistiram a pelo menos 90 % de cada um',
  colChapter: 'Capítulo',
  colTime: 'Tempo',
  colWatched: 'Assistido',
  countOf: '{{count}} de {{total}}',
  questionsCaption:
    'Perguntas no vídeo: facilidade de todos, de quem assistiu à parte anterior e de quem a pulou',
  colMoment: 'Momento',
  colAll: 'Todos os estudantes',
  colWatchedBefore: 'Assistiram à parte anterior',
  colSkipped: 'Pularam',
  facilityOf: '{{value}} % (n = {{count}})',
} as const satisfies AreasCatalog['videoStatistics'];
