/**
 * QTI 2.1 package (IMS QTI 2.1 packaging profile over IMS CP 1.2): one assessmentItem per question (its
 * interaction and response processing written by its question type, src/questionTypes/<type>/server), one informational item
 * per video (an `<object>`), and an assessmentTest
 * with one section per activity and the quiz duration as its time limit; a random slot is a section inside its
 * activity's that selects its count of its category's questions (ADR 259). A graded quiz's SCORE declares the pass
 * mark (masteryValue); video items name their catalog article in their label, and every document names the console
 * as its tool, so the console's import reads the package back whole (ADR 155). A question's moment in its video and
 * a video's settings are kept in the manifest's LOM metadata (videoMomentMetadata.ts, ADR 343).
 */
import { articleLabel, TOOL_NAME } from './exportMarks';
import { writersOf } from '../../src/questionTypes/shared/server/registry';
import { addNotesFile } from './exportNotes';
import {
  drawnQuestionsOf,
  drawsOf,
  type ExportActivity,
  type ExportDraw,
  type ExportItem,
  type ExportQuestion,
  type ExportQuiz,
  itemTitle,
  pointsOf,
  questionsOf,
} from './exportModel';
import { MASTERY_SCORE } from './scorm12Package';
import { PackageFiles } from './packageFiles';
import { questionXhtml } from './questionHtml';
import { type ImageAsset, entryPictures, questionAssets, resolveImages } from './questionImages';
import { resolveVideos, type VideoAsset, type VideoOptions } from './videoAssets';
import { textField, xmlDocument, type XmlNode } from './xml';
import { withMathElements } from './xmlMath';
import { withQti21Hints } from '../hints/qti21Hints';
import { momentMetadata, settingsMetadata } from './videoMomentMetadata';
import { itemDigest, ownFieldsMetadata } from './ownFields';
import { qti21Scores, withQti21OutcomeFeedback } from './outcomeFeedbackExport';

const QTI_NS = 'http://www.imsglobal.org/xsd/imsqti_v2p1';
const QTI_XSD = 'http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd';
const CP_NS = 'http://www.imsglobal.org/xsd/imscp_v1p1';
const LOM_NS = 'http://ltsc.ieee.org/xsd/LOM';
const QTI_MD_NS = 'http://www.imsglobal.org/xsd/imsqti_metadata_v2p1';

/** Stands where the question's XHTML goes, which the builder would escape as text. */
const RICH_TEXT_MARK = 'QUESTION-XHTML-7d1f4c';

const itemIdentifier = (item: ExportItem) => (item.kind === 'video' ? `video-${item.id}` : `item-${item.id}`);
const itemPath = (item: ExportItem) => `items/${itemIdentifier(item)}.xml`;

function qtiRoot(extra: XmlNode): XmlNode {
  return {
    '@_xmlns': QTI_NS,
    '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    '@_xsi:schemaLocation': `${QTI_NS} ${QTI_XSD}`,
    '@_toolName': TOOL_NAME,
    ...extra,
  };
}

/** Package files of a question's shipped images (listed with its item resource). */
const shippedImages = (item: ExportQuestion, images: ReadonlyMap<string, ImageAsset>) => [
  ...new Set(
    // The options' and entries' pictures (ADR 311) are the item's files too.
    questionAssets([...item.images, ...entryPictures(item)], images).flatMap(({ asset }) =>
      asset.kind === 'file' ? [asset.path] : [],
    ),
  ),
];

/**
 * The general feedback (ADR 376): a modalFeedback shown whatever the answer, as its outcome holds its identifier from
 * the start of every attempt.
 */
const GENERAL_OUTCOME: XmlNode = {
  '@_identifier': 'GENERAL_FEEDBACK',
  '@_cardinality': 'single',
  '@_baseType': 'identifier',
  defaultValue: { value: 'GENERAL' },
};
const GENERAL_SHOWN: XmlNode = {
  '@_outcomeIdentifier': 'GENERAL_FEEDBACK',
  '@_identifier': 'GENERAL',
  '@_showHide': 'show',
};

/** The question's item and whether its type's response processing scores the answer (ADR 405). */
function questionItem(
  item: ExportQuestion,
  images: ReadonlyMap<string, ImageAsset>,
  fromItem: string,
): { readonly xml: string; readonly scores: boolean } {
  const title = itemTitle(item) || `Question ${item.id}`;
  const general = textField(item.feedback ?? '');
  const img = questionAssets(item.images, images).map(({ asset, alt }) => ({
    '@_src': asset.kind === 'file' ? `${fromItem}${asset.path}` : asset.href,
    '@_alt': textField(alt),
  }));
  // Rich text stands as XHTML in a div before the interaction, whose prompt then holds the pictures only (ADR 223).
  const rich = questionXhtml(item.title);
  const text = rich === undefined ? title : '';
  const prompt = img.length > 0 ? { ...(text ? { '#text': text } : {}), img } : text;
  const parts = writersOf(item).qti21.parts(item, prompt, (src) => {
    const asset = images.get(src);
    if (!asset || asset.kind === 'none') return undefined;
    if (asset.kind === 'link') return { href: asset.href };
    const extension = asset.path.slice(asset.path.lastIndexOf('.') + 1);
    const type = `image/${extension === 'jpg' ? 'jpeg' : extension}`;
    return { href: `${fromItem}${asset.path}`, type, ...(asset.size ? { size: asset.size } : {}) };
  });
  const xml = xmlDocument({
    assessmentItem: qtiRoot({
      '@_identifier': itemIdentifier(item),
      '@_title': title,
      '@_adaptive': 'false',
      '@_timeDependent': 'false',
      responseDeclaration: parts.responseDeclaration,
      outcomeDeclaration: [
        {
          '@_identifier': 'SCORE',
          '@_cardinality': 'single',
          '@_baseType': 'float',
          // The question scores its points (a 1-point choice question is written as before: match_correct's 1).
          ...(item.questionType || pointsOf(item) !== 1 ? { '@_normalMaximum': String(pointsOf(item)) } : {}),
          defaultValue: { value: '0' },
        },
        ...[parts.outcomeDeclaration ?? []].flat(),
        ...(general !== '' ? [GENERAL_OUTCOME] : []),
      ],
      ...(parts.templateDeclaration ? { templateDeclaration: parts.templateDeclaration } : {}),
      ...(parts.templateProcessing ? { templateProcessing: parts.templateProcessing } : {}),
      itemBody: rich === undefined ? parts.itemBody : { div: RICH_TEXT_MARK, ...parts.itemBody },
      ...(parts.responseProcessing ? { responseProcessing: parts.responseProcessing } : {}),
      ...(general !== '' ? { modalFeedback: { ...GENERAL_SHOWN, '#text': general } } : {}),
    }),
  });
  const written = (parts.raw ?? []).reduce((done, [mark, raw]) => done.replace(mark, () => raw), xml);
  return {
    xml: rich === undefined ? written : written.replace(RICH_TEXT_MARK, () => parts.printed?.(rich) ?? rich),
    scores: qti21Scores(parts.responseProcessing),
  };
}

/**
 * A question's item file: its type's item with its hints (ADR 293), then its feedback on the score after the hints'
 * penalties (ADR 405), its equations as MathML.
 */
function writtenQuestion(item: ExportQuestion, images: ReadonlyMap<string, ImageAsset>): string {
  const { xml, scores } = questionItem(item, images, '../');
  return withMathElements(withQti21OutcomeFeedback(withQti21Hints(xml, item), item, scores));
}

function videoItem(
  item: Extract<ExportItem, { kind: 'video' }>,
  asset: VideoAsset,
  fromItem: string,
): string {
  const title = itemTitle(item) || `Video ${item.video.articleId}`;
  const body: XmlNode =
    asset.kind === 'none'
      ? { p: title }
      : {
          p: title,
          div: {
            object: {
              '@_data': asset.kind === 'file' ? `${fromItem}${asset.path}` : asset.href,
              '@_type': asset.kind === 'file' ? asset.type : 'text/html',
              '@_width': '640',
              '@_height': '360',
              '#text': title,
            },
          },
        };
  return xmlDocument({
    assessmentItem: qtiRoot({
      '@_identifier': itemIdentifier(item),
      '@_title': title,
      '@_label': articleLabel(item.video.articleId),
      '@_adaptive': 'false',
      '@_timeDependent': 'false',
      itemBody: body,
    }),
  });
}

/**
 * A random slot as a section of its activity's section that selects `count` of its category's questions (ADR 259):
 * `<selection select="N">` over a reference to each.
 */
const drawSection = (activity: ExportActivity, draw: ExportDraw, index: number): XmlNode => ({
  '@_identifier': `section-${activity.id}-draw-${index + 1}`,
  '@_title': textField(draw.category) || 'Draw',
  '@_visible': 'true',
  selection: { '@_select': String(draw.count) },
  assessmentItemRef: draw.questions.map((question) => ({
    '@_identifier': `draw-${activity.id}-${index + 1}-${itemIdentifier(question)}`,
    '@_href': itemPath(question),
  })),
});

/** What a slot adds to the test's maximum: its count times its category's mean points. */
const drawPoints = (draw: ExportDraw) =>
  draw.questions.length === 0
    ? 0
    : (draw.count * draw.questions.reduce((sum, q) => sum + pointsOf(q), 0)) / draw.questions.length;

function assessmentTest(quiz: ExportQuiz): string {
  const activities = quiz.activities.filter((a) => a.items.length > 0 || (a.draws ?? []).length > 0);
  // Each question's SCORE is its points, so the test's maximum is their sum (a slot's: what it draws).
  const questions =
    questionsOf(quiz).reduce((sum, question) => sum + pointsOf(question), 0) +
    drawsOf(quiz).reduce((sum, draw) => sum + drawPoints(draw), 0);
  return xmlDocument({
    assessmentTest: qtiRoot({
      '@_identifier': `quiz-${quiz.id}`,
      '@_title': textField(quiz.title) || `Quiz ${quiz.id}`,
      outcomeDeclaration: {
        '@_identifier': 'SCORE',
        '@_cardinality': 'single',
        '@_baseType': 'float',
        // A graded quiz passes at the console's pass mark: the score is the number of right answers.
        ...(quiz.isGraded
          ? {
              '@_normalMaximum': String(questions),
              '@_masteryValue': String((questions * MASTERY_SCORE) / 100),
            }
          : {}),
        defaultValue: { value: '0' },
      },
      ...(quiz.durationSeconds
        ? { timeLimits: { '@_maxTime': String(quiz.durationSeconds), '@_allowLateSubmission': 'false' } }
        : {}),
      testPart: {
        '@_identifier': 'part-1',
        '@_navigationMode': 'linear',
        '@_submissionMode': 'individual',
        assessmentSection: activities.map((activity) => ({
          '@_identifier': `section-${activity.id}`,
          '@_title': textField(activity.title) || 'Activity',
          '@_visible': 'true',
          assessmentItemRef: activity.items.map((item) => ({
            '@_identifier': itemIdentifier(item),
            '@_href': itemPath(item),
          })),
          ...(activity.draws
            ? { assessmentSection: activity.draws.map((draw, index) => drawSection(activity, draw, index)) }
            : {}),
        })),
      },
      outcomeProcessing: {
        setOutcomeValue: {
          '@_identifier': 'SCORE',
          sum: { testVariables: { '@_variableIdentifier': 'SCORE' } },
        },
      },
    }),
  });
}

/** The interaction a question's item asks with, as the manifest names it. */
function interactionTypeOf(question: ExportQuestion): string {
  const type = writersOf(question).qti21.interactionType;
  return typeof type === 'function' ? type(question) : type;
}

function resourceMetadata(
  identifier: string,
  title: string,
  interaction: string | undefined,
  interactive: XmlNode = {},
): XmlNode {
  return {
    lom: {
      '@_xmlns': LOM_NS,
      general: { identifier: { entry: identifier }, title: { string: title } },
      ...interactive,
      ...(interaction
        ? {
            qtiMetadata: {
              '@_xmlns': QTI_MD_NS,
              interactionType: interaction,
              feedbackType: 'none',
              solutionAvailable: 'true',
            },
          }
        : {}),
    },
  };
}

/**
 * The interactive-video metadata of each item (ADR 343), by item: a question's moment with the identifier of the
 * video item above it in its activity (ADR 337), a video's settings.
 */
function interactiveMetadata(quiz: ExportQuiz): Map<ExportItem, XmlNode> {
  const found = new Map<ExportItem, XmlNode>();
  for (const activity of quiz.activities) {
    let video: ExportItem | undefined;
    for (const item of activity.items) {
      if (item.kind === 'video') {
        video = item;
        if (item.settings) found.set(item, settingsMetadata(item.settings));
      } else if (item.moment && video) found.set(item, momentMetadata(item.moment, itemIdentifier(video)));
    }
  }
  return found;
}

function manifest(
  quiz: ExportQuiz,
  assets: ReadonlyMap<number, VideoAsset>,
  images: ReadonlyMap<string, ImageAsset>,
  digests: ReadonlyMap<ExportItem, string>,
): string {
  const items = [...quiz.activities.flatMap((a) => a.items), ...drawnQuestionsOf(quiz)];
  const title = textField(quiz.title) || `Quiz ${quiz.id}`;
  const interactive = interactiveMetadata(quiz);
  const itemResources = items.map((item) => {
    const asset = item.kind === 'video' ? assets.get(item.video.articleId) : undefined;
    const files = [{ '@_href': itemPath(item) }];
    if (asset?.kind === 'file') files.push({ '@_href': asset.path });
    if (item.kind === 'question')
      files.push(...shippedImages(item, images).map((path) => ({ '@_href': path })));
    return {
      '@_identifier': `resource-${itemIdentifier(item)}`,
      '@_type': 'imsqti_item_xmlv2p1',
      '@_href': itemPath(item),
      metadata: resourceMetadata(
        itemIdentifier(item),
        itemTitle(item),
        item.kind === 'question' ? interactionTypeOf(item) : undefined,
        // What QTI has no place for travels beside the moment, for our own import (ADR 392).
        item.kind === 'question'
          ? { ...interactive.get(item), ...ownFieldsMetadata(item, digests.get(item) ?? '') }
          : interactive.get(item),
      ),
      file: files,
    };
  });
  return xmlDocument({
    manifest: {
      '@_identifier': `manifest-quiz-${quiz.id}`,
      '@_xmlns': CP_NS,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `${CP_NS} http://www.imsglobal.org/xsd/qti/qtiv2p1/qtiv2p1_imscpv1p2_v1p0.xsd ${LOM_NS} http://www.imsglobal.org/xsd/imsmd_loose_v1p3p2.xsd ${QTI_MD_NS} http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_metadata_v2p1p1.xsd`,
      metadata: {
        schema: 'QTIv2.1 Package',
        schemaversion: '1.0.0',
        lom: {
          '@_xmlns': LOM_NS,
          general: { identifier: { entry: `quiz-${quiz.id}` }, title: { string: title } },
        },
      },
      organizations: '',
      resources: {
        resource: [
          {
            '@_identifier': 'resource-test',
            '@_type': 'imsqti_test_xmlv2p1',
            '@_href': 'assessmentTest.xml',
            metadata: resourceMetadata(`quiz-${quiz.id}`, title, undefined),
            file: { '@_href': 'assessmentTest.xml' },
            dependency: itemResources.map((r) => ({ '@_identifierref': r['@_identifier'] })),
          },
          ...itemResources,
        ],
      },
    },
  });
}

/** Builds the QTI 2.1 zip. `videoLink` (the tracking link) links videos instead of shipping them. */
export async function buildQti21Package(quiz: ExportQuiz, options: VideoOptions): Promise<Uint8Array> {
  const files = new PackageFiles();
  const assets = await resolveVideos(quiz, options, files);
  const images = await resolveImages(quiz, options.storage, files, 'images/');
  const digests = new Map<ExportItem, string>();
  const addItem = (item: ExportItem, xml: string) => {
    files.addText(itemPath(item), xml);
    digests.set(item, itemDigest(xml));
  };
  for (const activity of quiz.activities) {
    for (const item of activity.items) {
      const xml =
        item.kind === 'question'
          ? writtenQuestion(item, images)
          : videoItem(item, assets.get(item.video.articleId) ?? { kind: 'none' }, '../');
      addItem(item, xml);
    }
  }
  for (const question of drawnQuestionsOf(quiz)) addItem(question, writtenQuestion(question, images));
  files.addText('assessmentTest.xml', assessmentTest(quiz));
  files.addText('imsmanifest.xml', manifest(quiz, assets, images, digests));
  addNotesFile(files, quiz, 'qti');
  return files.zip();
}
