/** Sponsors with assigned articles, two translation groups with translations, and one banner. */
import type { Kysely } from 'kysely';
import type { NewSiteTranslation, TranslationLanguage } from '../../db/contentTables';
import type { Database } from '../../db/database';
import type { SeededArticle } from './articles';
import { MEDIA } from './media';
import { daysFrom } from './quizParts';
import type { Random } from './random';

export async function seedSponsors(
  db: Kysely<Database>,
  articles: readonly SeededArticle[],
  random: Random,
  now: Date,
): Promise<void> {
  const sponsors = await db
    .insertInto('sponsors')
    .values([
      {
        company_name: 'Helix Instruments',
        company_url: 'https://helix-instruments.example',
        logo_path: MEDIA.sponsorLogo,
        video_path: MEDIA.video,
        created_at: daysFrom(now, -100),
        updated_at: daysFrom(now, -40),
      },
      {
        company_name: 'Northwind <em>Reagents</em>',
        company_url: 'https://northwind-reagents.example/labs',
        logo_path: MEDIA.sponsorLogo,
        video_path: null,
        created_at: daysFrom(now, -50),
        updated_at: daysFrom(now, -50),
      },
    ])
    .returning(['id', 'company_name'])
    .execute();
  const helix = sponsors.find((s) => s.company_name.startsWith('Helix'))!.id;
  const northwind = sponsors.find((s) => s.company_name.startsWith('Northwind'))!.id;

  // Research articles go to Helix, education articles to Northwind; no article has two sponsors.
  const research = random.sample(
    articles.filter((a) => a.type === 'journal' || a.type === 'encyclopedia_of_experiments'),
    14,
  );
  const education = random.sample(
    articles.filter((a) => a.type === 'science_core' || a.type === 'science_education'),
    6,
  );
  await db
    .insertInto('sponsor_articles')
    .values([
      ...research.map((article, index) => ({
        sponsor_id: helix,
        article_id: article.id,
        created_at: daysFrom(now, -90 + index * 3),
        is_active: index % 5 !== 4,
      })),
      ...education.map((article, index) => ({
        sponsor_id: northwind,
        article_id: article.id,
        created_at: daysFrom(now, -45 + index * 2),
        is_active: true,
      })),
    ])
    .execute();
}

type Translations = Readonly<Record<string, Partial<Record<TranslationLanguage, string>>>>;

const GROUPS: readonly { key: string; title: string; translations: Translations }[] = [
  {
    key: 'player',
    title: 'Video player',
    translations: {
      'player.play': {
        en: 'Play',
        de: 'Abspielen',
        es: 'Reproducir',
        fr: 'Lire',
        it: 'Riproduci',
        pt: 'Reproduzir',
        cn: '播放',
        kr: '재생',
      },
      'player.pause': { en: 'Pause', de: 'Pause', es: 'Pausa', fr: 'Pause', it: 'Pausa', pt: 'Pausar' },
      'player.subtitles': { en: 'Subtitles', de: 'Untertitel', es: 'Subtítulos', fr: 'Sous-titres' },
      'player.speed': {
        en: 'Playback speed',
        de: 'Wiedergabegeschwindigkeit',
        es: 'Velocidad de reproducción',
      },
      'player.comingSoon': { en: 'Video coming soon', de: 'Video folgt in Kürze' },
    },
  },
  {
    key: 'quiz',
    title: 'Quiz',
    translations: {
      'quiz.start': {
        en: 'Start quiz',
        de: 'Quiz starten',
        es: 'Comenzar el cuestionario',
        fr: 'Commencer le quiz',
        cn: '开始测验',
      },
      'quiz.submit': {
        en: 'Submit answers',
        de: 'Antworten senden',
        es: 'Enviar respuestas',
        fr: 'Envoyer les réponses',
        kr: '답안 제출',
      },
      'quiz.deadline': { en: 'Deadline', de: 'Frist', es: 'Fecha límite', it: 'Scadenza' },
      'quiz.expired': { en: 'Expired', de: 'Abgelaufen', es: 'Vencido', fr: 'Expiré', pt: 'Expirado' },
      'quiz.score': { en: 'Your score', de: 'Ihre Punktzahl' },
    },
  },
];

export async function seedTranslations(db: Kysely<Database>): Promise<void> {
  const groups = await db
    .insertInto('translation_groups')
    .values(GROUPS.map((group) => ({ key: group.key, title: group.title, is_active: true })))
    .returning(['id', 'key'])
    .execute();
  const rows: NewSiteTranslation[] = GROUPS.flatMap((group) => {
    const groupId = groups.find((g) => g.key === group.key)!.id;
    return Object.entries(group.translations).flatMap(([key, values]) =>
      Object.entries(values).map(([language, value]) => ({
        key,
        language: language as TranslationLanguage,
        value: value!,
        group_id: groupId,
      })),
    );
  });
  await db.insertInto('site_translations').values(rows).execute();
}

export async function seedBanner(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .insertInto('banners')
    .values({
      message: '<p>New <strong>Lab Manual</strong> videos are live!</p>',
      type: 3,
      is_active: true,
      is_published: true,
      created_at: daysFrom(now, -7),
      start_date: daysFrom(now, -7),
      end_date: null,
    })
    .execute();
}
