/** The desk's demo articles and the library's named authors (deskArticles.ts writes them). */
import type { ArticleType } from '../../../src/domain/content/content';
import type { ArticleStatus, ArticleStep } from '../../../src/domain/publish/articleLifecycle';
import type { ArticleInstitution } from '../../db/contentTables';

export const SAMPLE_VIDEO_NAME = 'sample-video.mp4';

/** Authors with several published articles each: their author pages have content. */
export const FEATURED_AUTHORS = [
  { name: 'Helena Marsh', libraryArticles: 5 },
  { name: 'Tobias Reinholt', libraryArticles: 4 },
  { name: 'Aiko Fujimura', libraryArticles: 6 },
] as const;

export interface DeskStepSeed {
  readonly kind: ArticleStep;
  readonly to: ArticleStatus;
  readonly note?: string;
  /** When the step was taken, hours before the seed's moment; by default a day after the step before it. */
  readonly hoursAgo?: number;
}

export interface DeskArticleSeed {
  readonly title: string;
  readonly articleType: ArticleType;
  /** A section's title in sections.json, and subjects of it. */
  readonly section: string;
  readonly subjects: readonly string[];
  readonly abstract: string | null;
  readonly authors: readonly string[];
  readonly institutions: readonly ArticleInstitution[];
  readonly topics: readonly string[];
  readonly video: boolean;
  readonly madeDaysAgo: number;
  readonly steps: readonly DeskStepSeed[];
  /** For the scheduled one: minutes after the seed runs. */
  readonly scheduledInMinutes?: number;
}

const EASTPORT: ArticleInstitution = {
  departmentTitle: 'Department of Biology',
  institutionTitle: 'University of Eastport',
};
const NORTHBRIDGE: ArticleInstitution = {
  departmentTitle: 'Department of Chemistry',
  institutionTitle: 'Northbridge University',
};

const SUBMITTED: DeskStepSeed = { kind: 'submit', to: 'in_review' };
const PUBLISHED: DeskStepSeed = { kind: 'publish', to: 'published' };

const ABSTRACT = (subject: string) =>
  `This video follows a complete experiment on ${subject}, from the preparation of the samples to the analysis of the results, and explains each choice of method along the way.`;

export const DESK_ARTICLES: readonly DeskArticleSeed[] = [
  {
    title: 'Tracking Calcium Waves in Beating Zebrafish Hearts',
    articleType: 'journal',
    section: 'Biology',
    subjects: ['Biology'],
    abstract: null,
    authors: ['Helena Marsh'],
    institutions: [EASTPORT],
    topics: ['Cardiac Development'],
    video: false,
    madeDaysAgo: 2,
    steps: [],
  },
  {
    title: 'A Bench Guide to Measuring Enzyme Kinetics with a Plate Reader',
    articleType: 'science_education',
    section: 'General Chemistry',
    subjects: ['Chemistry'],
    abstract: ABSTRACT('enzyme kinetics'),
    authors: ['Tobias Reinholt', 'Laila Nakamura'],
    institutions: [NORTHBRIDGE, EASTPORT],
    topics: ['Enzymes'],
    video: true,
    madeDaysAgo: 6,
    steps: [
      SUBMITTED,
      { kind: 'sendBack', to: 'draft', note: 'Please add the units to the axis labels at 01:20.' },
    ],
  },
  {
    title: 'Single-Molecule Imaging of Transcription Bursts in Living Cells',
    articleType: 'journal',
    section: 'Biology',
    subjects: ['Biology', 'Genetics'],
    abstract: ABSTRACT('transcription bursts'),
    authors: ['Aiko Fujimura', 'Helena Marsh'],
    institutions: [EASTPORT, NORTHBRIDGE],
    topics: ['Gene Expression'],
    video: true,
    madeDaysAgo: 5,
    steps: [SUBMITTED],
  },
  {
    title: 'Growing Protein Crystals by Vapor Diffusion',
    articleType: 'encyclopedia_of_experiments',
    section: 'Physical Sciences',
    subjects: ['Chemistry'],
    abstract: ABSTRACT('protein crystallization'),
    authors: ['Tobias Reinholt'],
    institutions: [NORTHBRIDGE],
    topics: ['Structural Biology'],
    video: true,
    madeDaysAgo: 4,
    steps: [SUBMITTED],
  },
  {
    title: 'Mapping Soil Microbiomes Along a Mountain Slope',
    articleType: 'journal',
    section: 'Biology',
    subjects: ['Environmental Science'],
    abstract: ABSTRACT('soil microbial communities'),
    authors: ['Aiko Fujimura'],
    institutions: [EASTPORT],
    topics: ['Microbial Ecology'],
    video: true,
    madeDaysAgo: 6,
    steps: [SUBMITTED, { kind: 'schedule', to: 'scheduled' }],
    scheduledInMinutes: 5,
  },
  {
    title: 'Titrating Weak Acids with an Automated Burette',
    articleType: 'science_education',
    section: 'General Chemistry',
    subjects: ['Chemistry'],
    abstract: ABSTRACT('acid-base titration'),
    authors: ['Tobias Reinholt'],
    institutions: [NORTHBRIDGE],
    topics: ['Analytical Chemistry'],
    video: true,
    madeDaysAgo: 20,
    steps: [
      SUBMITTED,
      PUBLISHED,
      {
        kind: 'unpublish',
        to: 'unpublished',
        note: 'The burette calibration shown at 02:10 is out of date; a corrected video is being recorded.',
      },
    ],
  },
  {
    title: 'Patch-Clamp Recording from Cultured Hippocampal Neurons',
    articleType: 'journal',
    section: 'Neuroscience',
    subjects: ['Neuroscience'],
    abstract: ABSTRACT('neuronal membrane currents'),
    authors: ['Helena Marsh', 'Aiko Fujimura'],
    institutions: [EASTPORT, NORTHBRIDGE],
    topics: ['Electrophysiology'],
    video: true,
    madeDaysAgo: 3,
    steps: [SUBMITTED, { kind: 'publish', to: 'published', hoursAgo: 2 }],
  },
  {
    title: 'Extracting DNA from Strawberries in the Classroom',
    articleType: 'science_education',
    section: 'Basic Biology',
    subjects: ['Biology', 'Genetics'],
    abstract: ABSTRACT('DNA extraction'),
    authors: ['Helena Marsh'],
    institutions: [EASTPORT],
    topics: ['Molecular Biology'],
    video: true,
    madeDaysAgo: 12,
    steps: [SUBMITTED, PUBLISHED],
  },
];
