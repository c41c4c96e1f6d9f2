/** About 300 articles over every article type, each with one video record pointing at the shared sample video. */
import type { Kysely } from 'kysely';
import type {
  ArticleAuthor,
  ArticleInstitution,
  ArticleType,
  NewArticle,
  NewArticleVideo,
} from '../../db/contentTables';
import type { Database } from '../../db/database';
import { labManualTitles, uniqueTitle } from './articleTitles';
import { allocateIds, idSource, insertRows, json } from './bulk';
import type { Catalog, SeededSection } from './catalog';
import { MEDIA } from './media';
import { FIRST_NAMES, INSTITUTIONS, LAST_NAMES } from './people';
import type { Random } from './random';
import { SUBJECTS, type SubjectWords } from './subjects';

export interface SeededArticle {
  readonly id: number;
  readonly title: string;
  readonly type: ArticleType;
  readonly subject: string;
  readonly sectionId: number;
}

/** How many articles of each kind; lab-manual experiments come as three articles each. */
const COUNTS = {
  journal: 89,
  encyclopedia_of_experiments: 40,
  science_core: 48,
  business: 12,
  science_education: 45,
  labExperiments: 22,
};

const FIRST_DAY = Date.UTC(2000, 0, 1);
const LAST_DAY = Date.UTC(2026, 9, 31);

interface Draft {
  readonly title: string;
  readonly type: ArticleType;
  readonly section: SeededSection;
  readonly words: SubjectWords;
}

const wordsOf = (subject: string): SubjectWords => SUBJECTS.find((s) => s.title === subject)!;

function sectionsOf(catalog: Catalog, domainTitle: string): readonly SeededSection[] {
  const domain = catalog.domains.find((d) => d.seed.title === domainTitle)!;
  return catalog.sections.filter((section) => section.domainId === domain.id);
}

function draftArticles(catalog: Catalog, random: Random): Draft[] {
  const taken = new Set<string>();
  const drafts: Draft[] = [];
  const add = (domain: string, type: Exclude<ArticleType, `lab_manual${string}`>, count: number) => {
    for (let i = 0; i < count; i++) {
      const section = random.pick(sectionsOf(catalog, domain));
      const words = wordsOf(random.pick(section.subjects));
      drafts.push({ title: uniqueTitle(type, words, random, taken), type, section, words });
    }
  };
  add('Research Journal', 'journal', COUNTS.journal);
  add('Encyclopedia of Experiments', 'encyclopedia_of_experiments', COUNTS.encyclopedia_of_experiments);
  add('Science Core', 'science_core', COUNTS.science_core);
  add('Business', 'science_core', COUNTS.business);
  add('Science Education', 'science_education', COUNTS.science_education);

  const labSections = sectionsOf(catalog, 'Lab Manual');
  const experiments = labSections.flatMap((section) =>
    section.subjects.flatMap((subject) =>
      wordsOf(subject).concepts.map((concept) => ({ section, subject, concept })),
    ),
  );
  for (const { section, subject, concept } of random.sample(experiments, COUNTS.labExperiments)) {
    const titles = labManualTitles(concept);
    for (const type of ['lab_manual', 'lab_manual_prep', 'lab_manual_procedure'] as const) {
      drafts.push({ title: titles[type], type, section, words: wordsOf(subject) });
    }
  }
  return drafts;
}

const KIND_OF_VIDEO: Record<Draft['type'], string> = {
  journal: 'A research video',
  encyclopedia_of_experiments: 'An experiment video',
  science_core: 'A core concepts video',
  science_education: 'A science education video',
  lab_manual: 'A lab manual video',
  lab_manual_prep: 'A lab preparation video',
  lab_manual_procedure: 'A lab procedure video',
};

/** A seeded article's abstract, from what the seed knows of it (no random draw, so the rest of the seed is unchanged). */
function abstractOf(draft: Draft): string {
  const topics = draft.words.topics.slice(0, 3).join(', ');
  return `${KIND_OF_VIDEO[draft.type]} in ${draft.words.title}: ${draft.title}. It shows the methods and the results step by step and relates them to ${topics}, as taught by the ${draft.words.department}.`;
}

function authorsFor(
  draft: Draft,
  random: Random,
): { authors: ArticleAuthor[]; institutions: ArticleInstitution[] } {
  const research = draft.type === 'journal' || draft.type === 'encyclopedia_of_experiments';
  const places = random.sample(INSTITUTIONS, research ? random.int(1, 3) : 1);
  const institutions = places.map((place, index) => ({
    institutionTitle: place.title,
    departmentTitle: index === 0 ? draft.words.department : random.pick(SUBJECTS).department,
  }));
  const names = new Set<string>();
  const wanted = research ? random.int(2, 6) : random.int(1, 2);
  while (names.size < wanted) names.add(`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`);
  // Every institution gets at least one author; the rest are spread at random.
  const authors = [...names].map((name, index) => ({
    name,
    institutionIndexes: [index < institutions.length ? index : random.int(0, institutions.length - 1)],
  }));
  return { authors, institutions };
}

function videoFor(articleId: number, index: number): NewArticleVideo {
  // Every fifth video has English subtitles only, so a player meets a missing language.
  const subtitles = index % 5 === 4 ? { en: MEDIA.subtitles.en } : MEDIA.subtitles;
  return {
    article_id: articleId,
    cdn_file: MEDIA.video,
    fp_resource_id: null,
    meta_width: MEDIA.videoWidth,
    meta_height: MEDIA.videoHeight,
    subtitles: json(subtitles),
    thumbnails: json(MEDIA.thumbnails),
    images: json({ large: MEDIA.poster, short: MEDIA.thumbnails[0], headerImage: MEDIA.headerImage }),
    duration: MEDIA.videoDuration,
  };
}

export async function seedArticles(
  db: Kysely<Database>,
  catalog: Catalog,
  random: Random,
): Promise<SeededArticle[]> {
  const drafts = draftArticles(catalog, random);
  const nextId = idSource(await allocateIds(db, 'articles', drafts.length));
  const articles: NewArticle[] = [];
  const seeded: SeededArticle[] = [];
  const tags: { article_id: number; tag_id: number }[] = [];

  for (const draft of drafts) {
    const id = nextId();
    const { authors, institutions } = authorsFor(draft, random);
    articles.push({
      id,
      title: draft.title,
      article_type: draft.type,
      header_image: MEDIA.headerImage,
      images: json({ short: MEDIA.imageShort, large: MEDIA.imageLarge }),
      authors: json(authors),
      institutions: json(institutions),
      path: json([
        { type: 'subject', title: draft.words.title },
        { type: 'topic', title: random.pick(draft.words.topics) },
      ]),
      domain_id: draft.section.domainId,
      section_id: draft.section.id,
      published_at: new Date(FIRST_DAY + Math.floor(random.next() * (LAST_DAY - FIRST_DAY))),
      in_collection: random.chance(0.35),
      abstract: abstractOf(draft),
    });
    const subjects = new Set([draft.words.title]);
    if (random.chance(0.25)) subjects.add(random.pick(draft.section.subjects));
    for (const subject of subjects) tags.push({ article_id: id, tag_id: catalog.tagIds.get(subject)! });
    seeded.push({
      id,
      title: draft.title,
      type: draft.type,
      subject: draft.words.title,
      sectionId: draft.section.id,
    });
  }

  await insertRows(db, 'articles', articles);
  await insertRows(
    db,
    'article_videos',
    seeded.map((article, index) => videoFor(article.id, index)),
  );
  await insertRows(db, 'article_tags', tags);
  return seeded;
}
