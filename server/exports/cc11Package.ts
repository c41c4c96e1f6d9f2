/**
 * Common Cartridge 1.1 with the QTI 1.2 CC profile: one assessment (cc.exam.v0p1) whose items are written by their
 * question types (src/questionTypes/<type>/server; a choice question is cc.multiple_choice.v0p1 or cc.multiple_response.v0p1),
 * the time limit in minutes (qmd_timelimit), each question's
 * activity as its category, and videos as web content shown with the questions (ADR 155). A graded quiz carries
 * the manifest keyword 'graded quiz'. The profile's sections cannot draw: the questions a random slot draws from are
 * the cartridge's question bank, and the download's notes say the quiz is written without the draw (ADR 259).
 */
import { badRequest } from '../http/errors';
import { GRADED_KEYWORD } from './exportMarks';
import { addNotesFile } from './exportNotes';
import { writersOf, writtenAs } from '../../src/questionTypes/shared/server/registry';
import {
  drawsOf,
  type ExportActivity,
  type ExportItem,
  type ExportQuestion,
  type ExportQuiz,
  itemTitle,
  pointsOf,
  questionsOf,
} from './exportModel';
import type { ExportTextBlockQuestion } from '../../src/questionTypes/textBlock/server/textBlockExportQuestion';
import { PackageFiles } from './packageFiles';
import { withCcOutcomeFeedback } from './outcomeFeedbackExport';
import { questionHtml } from './questionHtml';
import { htmlTextsWithMath } from './xmlMath';
import { type ImageAsset, questionAssets, resolveImages, withPicturesAt } from './questionImages';
import { resolveVideos, type VideoAsset, type VideoOptions } from './videoAssets';
import { isTextBlock } from '../../src/questionTypes/textBlock/domain/textBlock';
import { escapeHtml, plainText, textField, xmlDocument, type XmlNode } from './xml';

const CC_NS = 'http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1';
const LOM_MANIFEST_NS = 'http://ltsc.ieee.org/xsd/imsccv1p1/LOM/manifest';
const QTI_NS = 'http://www.imsglobal.org/xsd/ims_qtiasiv1p2';
const WEB_FOLDER = 'web_resources/';
const FILE_BASE = '$IMS-CC-FILEBASE$/';

export const CC_MESSAGES = { noQuestions: 'This quiz has no questions to export.' } as const;

type Question = ExportQuestion;
type Video = Extract<ExportItem, { kind: 'video' }>;
/** What a question shows before or after it: a video, or a text block (the profile has no item for either). */
type Shown = Video | ExportTextBlockQuestion;

/** A text block as HTML shown with a question (ADR 260). */
const textBlockHtml = (block: ExportTextBlockQuestion) =>
  `<div data-text-block="${block.id}">${htmlTextsWithMath(questionHtml(block.title, plainText(block.title)))}</div>`;

const field = (label: string, entry: string) => ({ fieldlabel: label, fieldentry: entry });

/**
 * A video as HTML shown with a question: its title, then the player link or the shipped file. The block names its
 * catalog article (`data-article-id`, ignored by an LMS) so the console's import reads it back as a video item.
 */
function videoHtml(video: Video, asset: VideoAsset | undefined): string {
  const title = escapeHtml(itemTitle(video));
  const open = `<div data-article-id="${video.video.articleId}"><p>${title}</p>`;
  if (asset?.kind === 'file') {
    const src = escapeHtml(FILE_BASE + asset.path.slice(WEB_FOLDER.length));
    return `${open}<video controls="controls" width="640" src="${src}">${title}</video></div>`;
  }
  if (asset?.kind === 'link')
    return `${open}<p><a href="${escapeHtml(asset.href)}" target="_blank">${title}</a></p></div>`;
  return `${open}</div>`;
}

/** A question of the cartridge, its activity, and the videos shown before and after it. */
interface PlacedQuestion {
  readonly question: Question;
  readonly activity: ExportActivity;
  readonly before: Shown[];
  readonly after: Shown[];
}

/**
 * The profile allows one section of questions only, so videos are shown with a question: with the next question of
 * their activity, or after the activity's last one. Videos of an activity without questions go with the next
 * question (or after the last one of the quiz).
 */
function placeQuestions(quiz: ExportQuiz): PlacedQuestion[] {
  const placed: PlacedQuestion[] = [];
  let pending: Shown[] = [];
  for (const activity of quiz.activities) {
    for (const item of activity.items) {
      if (item.kind === 'video') pending.push(item);
      else if (item.questionType === 'textBlock') pending.push(item);
      else {
        placed.push({ question: item, activity, before: pending, after: [] });
        pending = [];
      }
    }
    const last = placed.at(-1);
    if (last && last.activity === activity) {
      last.after.push(...pending);
      pending = [];
    }
  }
  placed.at(-1)?.after.push(...pending);
  return placed;
}

/** The question's images, shipped ones through $IMS-CC-FILEBASE$ (the web_resources folder). */
function imagesHtml(question: Question, images: ReadonlyMap<string, ImageAsset>): string {
  const tags = questionAssets(question.images, images).map(({ asset, alt }) => {
    const src = asset.kind === 'file' ? FILE_BASE + asset.path.slice(WEB_FOLDER.length) : asset.href;
    return `<img src="${escapeHtml(src)}" alt="${escapeHtml(textField(alt))}"/>`;
  });
  return tags.length > 0 ? `<p>${tags.join(' ')}</p>` : '';
}

function questionItem(
  { question: placed, activity, before, after }: PlacedQuestion,
  assets: ReadonlyMap<number, VideoAsset>,
  images: ReadonlyMap<string, ImageAsset>,
): XmlNode {
  const question = writtenAs(placed, 'cc');
  const videos = (list: readonly Shown[]) =>
    list
      .map((v) => (v.kind === 'video' ? videoHtml(v, assets.get(v.video.articleId)) : textBlockHtml(v)))
      .join('');
  // The options' and entries' pictures (ADR 311) point at the package's files, as the question's own do.
  // Canvas's feedback on a right and a wrong answer joins the type's conditions (ADR 405).
  const parts = withCcOutcomeFeedback(
    writersOf(question).cc(
      withPicturesAt(question, (src) => {
        const asset = images.get(src);
        if (asset?.kind === 'file') return FILE_BASE + asset.path.slice(WEB_FOLDER.length);
        return asset?.kind === 'link' ? asset.href : undefined;
      }),
    ),
    question,
  );
  // The question's own text is the block that names its activity; videos stand before and after it.
  const prompt =
    videos(before) +
    `<div data-activity="${activity.id}">${htmlTextsWithMath(questionHtml(question.title, plainText(question.title)))}` +
    `${imagesHtml(question, images)}${htmlTextsWithMath(parts.promptHtml ?? '')}</div>` +
    videos(after);
  return {
    '@_ident': `item-${question.id}`,
    '@_title': plainText(question.title).slice(0, 250) || `Question ${question.id}`,
    itemmetadata: {
      qtimetadata: {
        qtimetadatafield: [
          field('cc_profile', parts.profile),
          field('cc_weighting', String(pointsOf(question))),
          field('cc_question_category', textField(activity.title) || 'Activity'),
          ...(parts.metadata ?? []).map(([label, entry]) => field(label, entry)),
        ],
      },
    },
    presentation: {
      material: { mattext: { '@_texttype': 'text/html', '#text': prompt } },
      ...parts.response,
    },
    resprocessing: parts.resprocessing,
    ...(parts.itemfeedback ? { itemfeedback: parts.itemfeedback } : {}),
  };
}

function assessment(
  quiz: ExportQuiz,
  assets: ReadonlyMap<number, VideoAsset>,
  images: ReadonlyMap<string, ImageAsset>,
): string {
  const fields = [
    field('cc_profile', 'cc.exam.v0p1'),
    field('qmd_assessmenttype', 'Examination'),
    field('qmd_scoretype', 'Percentage'),
    ...(quiz.durationSeconds
      ? [field('qmd_timelimit', String(Math.max(1, Math.round(quiz.durationSeconds / 60))))]
      : []),
    field('cc_maxattempts', '1'),
  ];
  return xmlDocument({
    questestinterop: {
      '@_xmlns': QTI_NS,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `${QTI_NS} http://www.imsglobal.org/profile/cc/ccv1p1/ccv1p1_qtiasiv1p2p1_v1p0.xsd`,
      assessment: {
        '@_ident': `quiz-${quiz.id}`,
        '@_title': textField(quiz.title) || `Quiz ${quiz.id}`,
        qtimetadata: { qtimetadatafield: fields },
        section: {
          '@_ident': 'root_section',
          item: placeQuestions(quiz).map((placed) => questionItem(placed, assets, images)),
        },
      },
    },
  });
}

/** Where the cartridge's question bank is: the categories the quiz's random slots draw from (ADR 259). */
const BANK_PATH = 'question_bank/bank_qti.xml';

/**
 * The cartridge's one question bank (the profile allows one, and no section that draws): every question of the
 * categories the quiz's slots draw from, each with its category as its `cc_question_category`.
 */
function questionBank(
  quiz: ExportQuiz,
  assets: ReadonlyMap<number, VideoAsset>,
  images: ReadonlyMap<string, ImageAsset>,
): string | undefined {
  const seen = new Set<number>();
  const items = drawsOf(quiz).flatMap((draw) => {
    if (seen.has(draw.categoryId)) return [];
    seen.add(draw.categoryId);
    const category: ExportActivity = { id: draw.categoryId, title: draw.category, items: [] };
    return draw.questions
      .filter((question) => !isTextBlock(question))
      .map((question) =>
        questionItem({ question, activity: category, before: [], after: [] }, assets, images),
      );
  });
  if (items.length === 0) return undefined;
  const banks = [...new Set(drawsOf(quiz).map((draw) => textField(draw.bank)))];
  return xmlDocument({
    questestinterop: {
      '@_xmlns': QTI_NS,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `${QTI_NS} http://www.imsglobal.org/profile/cc/ccv1p1/ccv1p1_qtiasiv1p2p1_v1p0.xsd`,
      objectbank: {
        '@_ident': `bank-quiz-${quiz.id}`,
        qtimetadata: { qtimetadatafield: [field('bank_title', banks.join(', ') || 'Question bank')] },
        item: items,
      },
    },
  });
}

function manifest(
  quiz: ExportQuiz,
  assessmentPath: string,
  mediaPaths: readonly string[],
  bankPath?: string,
): string {
  const title = textField(quiz.title) || `Quiz ${quiz.id}`;
  const media = mediaPaths.map((path, index) => ({
    '@_identifier': `media-${index + 1}`,
    '@_type': 'webcontent',
    '@_href': path,
    file: { '@_href': path },
  }));
  return xmlDocument({
    manifest: {
      '@_identifier': `cc-quiz-${quiz.id}`,
      '@_xmlns': CC_NS,
      '@_xmlns:lomimscc': LOM_MANIFEST_NS,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `${CC_NS} http://www.imsglobal.org/profile/cc/ccv1p1/ccv1p1_imscp_v1p2_v1p0.xsd ${LOM_MANIFEST_NS} http://www.imsglobal.org/profile/cc/ccv1p1/LOM/ccv1p1_lommanifest_v1p0.xsd`,
      metadata: {
        schema: 'IMS Common Cartridge',
        schemaversion: '1.1.0',
        'lomimscc:lom': {
          'lomimscc:general': {
            'lomimscc:title': { 'lomimscc:string': title },
            ...(quiz.isGraded ? { 'lomimscc:keyword': { 'lomimscc:string': GRADED_KEYWORD } } : {}),
          },
        },
      },
      organizations: {
        organization: {
          '@_identifier': 'organization',
          '@_structure': 'rooted-hierarchy',
          item: {
            '@_identifier': 'root',
            item: { '@_identifier': 'quiz-item', '@_identifierref': 'assessment', title },
          },
        },
      },
      resources: {
        resource: [
          {
            '@_identifier': 'assessment',
            '@_type': 'imsqti_xmlv1p2/imscc_xmlv1p1/assessment',
            file: { '@_href': assessmentPath },
            dependency: media.map((m) => ({ '@_identifierref': m['@_identifier'] })),
          },
          ...(bankPath
            ? [
                {
                  '@_identifier': 'question-bank',
                  '@_type': 'imsqti_xmlv1p2/imscc_xmlv1p1/question-bank',
                  file: { '@_href': bankPath },
                  dependency: media.map((m) => ({ '@_identifierref': m['@_identifier'] })),
                },
              ]
            : []),
          ...media,
        ],
      },
    },
  });
}

export async function buildCc11Package(quiz: ExportQuiz, options: VideoOptions): Promise<Uint8Array> {
  if (questionsOf(quiz).filter((q) => !isTextBlock(q)).length === 0)
    throw badRequest(CC_MESSAGES.noQuestions);
  const files = new PackageFiles();
  const assets = await resolveVideos(quiz, options, files, `${WEB_FOLDER}media/`);
  const images = await resolveImages(quiz, options.storage, files, `${WEB_FOLDER}images/`);
  const assessmentPath = `quiz-${quiz.id}/assessment_qti.xml`;
  files.addText(assessmentPath, assessment(quiz, assets, images));
  const bank = questionBank(quiz, assets, images);
  if (bank !== undefined) files.addText(BANK_PATH, bank);
  const mediaPaths = [
    ...[...assets.values()].flatMap((a) => (a.kind === 'file' ? [a.path] : [])),
    ...new Set([...images.values()].flatMap((a) => (a.kind === 'file' ? [a.path] : []))),
  ];
  files.addText('imsmanifest.xml', manifest(quiz, assessmentPath, mediaPaths, bank && BANK_PATH));
  addNotesFile(files, quiz, 'cc');
  return files.zip();
}
