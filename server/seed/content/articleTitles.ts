/** Article titles built from a subject's word lists, in the style of each article type. */
import type { ArticleType } from '../../db/contentTables';
import type { Random } from './random';
import { METHOD_ADJECTIVES, type SubjectWords } from './subjects';

type Template = (w: SubjectWords, random: Random) => string;

const RESEARCH: readonly Template[] = [
  (w, r) => `${r.pick(w.techniques)} of ${r.pick(w.targets)} in ${r.pick(w.systems)}`,
  (w, r) =>
    `A ${r.pick(METHOD_ADJECTIVES)} Method for Measuring ${r.pick(w.targets)} in ${r.pick(w.systems)}`,
  (w, r) => `Quantifying ${r.pick(w.targets)} in ${r.pick(w.systems)} Using ${r.pick(w.techniques)}`,
  (w, r) => `${r.pick(w.techniques)}-Based Analysis of ${r.pick(w.targets)}`,
  (w, r) => `Real-Time Visualization of ${r.pick(w.targets)} in ${r.pick(w.systems)}`,
  (w, r) => `Isolation and Characterization of ${r.pick(w.targets)} from ${r.pick(w.systems)}`,
  (w, r) => `A ${r.pick(METHOD_ADJECTIVES)} ${r.pick(w.techniques)} Protocol for ${r.pick(w.systems)}`,
];

const EXPERIMENT: readonly Template[] = [
  (w, r) => `Measuring ${r.pick(w.targets)} with ${r.pick(w.techniques)}`,
  (w, r) => `${r.pick(w.techniques)}: Studying ${r.pick(w.targets)}`,
  (w, r) => `Visualizing ${r.pick(w.targets)} in ${r.pick(w.systems)}`,
  (w, r) => `Detecting ${r.pick(w.targets)} Using ${r.pick(w.techniques)}`,
];

const CORE: readonly Template[] = [
  (w, r) => r.pick(w.concepts),
  (w, r) => `${r.pick(w.concepts)}: An Overview`,
  (w, r) => `${r.pick(w.topics)}: ${r.pick(w.concepts)}`,
  (w, r) => `Key Ideas in ${r.pick(w.topics)}`,
];

const EDUCATION: readonly Template[] = [
  (w, r) => `An Introduction to ${r.pick(w.techniques)}`,
  (w, r) => `Principles of ${r.pick(w.concepts)}`,
  (w, r) => `${r.pick(w.techniques)}: Principles and Practice`,
  (w, r) => `Demonstrating ${r.pick(w.concepts)} in the Teaching Lab`,
];

const TEMPLATES: Readonly<
  Record<
    'journal' | 'encyclopedia_of_experiments' | 'science_core' | 'science_education',
    readonly Template[]
  >
> = {
  journal: RESEARCH,
  encyclopedia_of_experiments: EXPERIMENT,
  science_core: CORE,
  science_education: EDUCATION,
};

/** Titles of the three parts of one lab-manual experiment. */
export function labManualTitles(
  concept: string,
): Readonly<Record<'lab_manual' | 'lab_manual_prep' | 'lab_manual_procedure', string>> {
  return {
    lab_manual: `${concept}: Lab`,
    lab_manual_prep: `${concept}: Lab Preparation`,
    lab_manual_procedure: `${concept}: Lab Procedure`,
  };
}

/** A title not in `taken` (which it then joins); after a few collisions a part number keeps it unique. */
export function uniqueTitle(
  type: Exclude<ArticleType, 'lab_manual' | 'lab_manual_prep' | 'lab_manual_procedure'>,
  words: SubjectWords,
  random: Random,
  taken: Set<string>,
): string {
  let title = '';
  for (let attempt = 0; attempt < 12; attempt++) {
    title = random.pick(TEMPLATES[type])(words, random);
    if (!taken.has(title)) break;
  }
  for (let part = 2; taken.has(title); part++) title = `${title.replace(/, Part \d+$/, '')}, Part ${part}`;
  taken.add(title);
  return title;
}
