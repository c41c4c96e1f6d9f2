/**
 * Time to build each export package (QTI 2.1, Common Cartridge 1.1, SCORM 1.2) for a 200-question quiz:
 * 20 activities, each a shipped video (the seed's sample video) followed by 10 four-option questions (every
 * third one multiple-answer). The builders alone, no HTTP or database: the route adds one quiz load.
 * Median and p95 over BENCH_RUNS builds (default 5, at least 3), plus the package size.
 */
import { fileURLToPath } from 'node:url';
import { buildCc11Package } from '../../server/exports/cc11Package';
import type { ExportItem, ExportQuiz } from '../../server/exports/exportModel';
import { buildQti21Package } from '../../server/exports/qti21Package';
import { buildScorm12Package } from '../../server/exports/scorm12Package';
import type { VideoOptions } from '../../server/exports/videoAssets';
import { benchRuns, median, percentile } from './lib/measure';
import type { BenchResult } from './lib/types';

const GROUP = 'exports (200 questions)';
const TARGET_MS = 1_000;
/** The seed's media folder stands in for the storage directory. */
const STORAGE_DIR = fileURLToPath(new URL('../../server/seed/', import.meta.url));

export function benchQuiz(questions = 200, perActivity = 10): ExportQuiz {
  let id = 0;
  const activities = Array.from({ length: questions / perActivity }, (_, a) => {
    const items: ExportItem[] = [
      {
        kind: 'video',
        id: ++id,
        title: `Lecture ${a + 1}`,
        video: { articleId: 1000 + a, title: `Lecture ${a + 1}`, file: 'media/sample-video.mp4' },
      },
    ];
    for (let q = 0; q < perActivity; q++) {
      const itemId = ++id;
      const options = [1, 2, 3, 4].map((n) => ({
        id: itemId * 10 + n,
        text: `Option ${n} of question ${itemId} <&>`,
      }));
      const isMultiple = q % 3 === 0;
      items.push({
        kind: 'question',
        id: itemId,
        title: `Which statement about topic ${itemId} is correct? "quoted" & <escaped>`,
        isMultiple,
        options,
        rightAnswer: isMultiple ? [options[0]!.id, options[2]!.id] : [options[1]!.id],
        images: [],
      });
    }
    return { id: a + 1, title: `Activity ${a + 1}`, items };
  });
  return {
    id: 1,
    kind: 'library',
    title: 'Benchmark quiz',
    durationSeconds: 3600,
    isGraded: true,
    ownerUserId: null,
    activities,
  };
}

type Builder = (quiz: ExportQuiz, options: VideoOptions) => Promise<Uint8Array>;
const FORMATS: readonly [string, Builder][] = [
  ['QTI 2.1', buildQti21Package],
  ['Common Cartridge 1.1', buildCc11Package],
  ['SCORM 1.2', buildScorm12Package],
];

export default async function run(): Promise<BenchResult[]> {
  const quiz = benchQuiz();
  const runs = Math.max(3, benchRuns(5));
  const rows: BenchResult[] = [];
  for (const [name, build] of FORMATS) {
    await build(quiz, { storage: { kind: 'disk', dir: STORAGE_DIR } }); // warm-up
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      size = (await build(quiz, { storage: { kind: 'disk', dir: STORAGE_DIR } })).byteLength;
      times.push(performance.now() - start);
    }
    const p50 = median(times);
    rows.push(
      {
        group: GROUP,
        metric: `${name} build, median`,
        value: p50,
        unit: 'ms',
        target: `≤ ${TARGET_MS} ms`,
        pass: p50 <= TARGET_MS,
      },
      { group: GROUP, metric: `${name} build, p95`, value: percentile(times, 95), unit: 'ms' },
      { group: GROUP, metric: `${name} package size`, value: Math.round(size / 1024), unit: 'KB' },
    );
  }
  return rows;
}
