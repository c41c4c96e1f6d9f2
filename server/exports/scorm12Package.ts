/**
 * SCORM 1.2 package: imsmanifest.xml at the root (one SCO with the mastery score of graded quizzes and the
 * quiz's time limit) and a self-contained player page (index.html + player.js, no network) that renders and scores
 * each question as its question type says (src/questionTypes/<type>/server), after the domain code some need (a blank's
 * patterns, ADR 305); a random slot's questions are drawn by the player when it opens (ADR 259). A shipped video with
 * questions at moments or settings is played interactively (ADR 343).
 */
import { writersOf } from '../../src/questionTypes/shared/server/registry';
import {
  drawnQuestionsOf,
  type ExportItem,
  type ExportQuestion,
  type ExportVideoItem,
  type ExportQuiz,
  itemTitle,
  pointsOf,
  questionsOf,
} from './exportModel';
import { addNotesFile } from './exportNotes';
import { PackageFiles } from './packageFiles';
import { questionAssets, resolveImages } from './questionImages';
import { scormMath } from './scormMath';
import { SCORM_PLAYER_JS } from './scormPlayerScript';
import { resolveVideos, type VideoOptions } from './videoAssets';
import { escapeHtml, plainText, textField, xmlDocument } from './xml';

/** The pass mark of graded quizzes: the console shows scores below 60 percent as failing (SPEC section 9). */
export const MASTERY_SCORE = 60;

const CP_NS = 'http://www.imsproject.org/xsd/imscp_rootv1p1p2';
const ADLCP_NS = 'http://www.adlnet.org/xsd/adlcp_rootv1p2';

/** CMITimespan of SCORM 1.2 manifests: HH:MM:SS. */
function maxTime(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.min(99, Math.floor(seconds / 3600)))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

function manifest(quiz: ExportQuiz, files: readonly string[]): string {
  const title = textField(quiz.title) || `Quiz ${quiz.id}`;
  return xmlDocument({
    manifest: {
      '@_identifier': `scorm-quiz-${quiz.id}`,
      '@_version': '1.0',
      '@_xmlns': CP_NS,
      '@_xmlns:adlcp': ADLCP_NS,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `${CP_NS} imscp_rootv1p1p2.xsd ${ADLCP_NS} adlcp_rootv1p2.xsd`,
      metadata: { schema: 'ADL SCORM', schemaversion: '1.2' },
      organizations: {
        '@_default': 'organization',
        organization: {
          '@_identifier': 'organization',
          title,
          item: {
            '@_identifier': 'quiz',
            '@_identifierref': 'sco',
            '@_isvisible': 'true',
            title,
            ...(quiz.durationSeconds
              ? {
                  'adlcp:maxtimeallowed': maxTime(quiz.durationSeconds),
                  'adlcp:timelimitaction': 'exit,message',
                }
              : {}),
            ...(quiz.isGraded ? { 'adlcp:masteryscore': String(MASTERY_SCORE) } : {}),
          },
        },
      },
      resources: {
        resource: {
          '@_identifier': 'sco',
          '@_type': 'webcontent',
          '@_adlcp:scormtype': 'sco',
          '@_href': 'index.html',
          file: files.map((href) => ({ '@_href': href })),
        },
      },
    },
  });
}

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const STYLE = `body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}
fieldset{border:1px solid #d1d5db;border-radius:6px;margin:1rem 0;padding:.75rem 1rem}legend{font-weight:600}
label{display:block;padding:.25rem 0}button{background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:.6rem 1.2rem;font-size:1rem}
button:disabled{background:#6b7280}video,iframe{max-width:100%}.video-chapters{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.video-speed{display:inline-block;margin:.5rem 0}.video-note{font-style:italic}.video-go-on{margin-top:.5rem}img{max-width:100%;height:auto}#result{margin-top:1rem;font-weight:600}`;

/** The player, after the domain code its questions need (ADR 305): each library once, only when one needs it. */
function playerScript(quiz: ExportQuiz): string {
  const libraries = new Map<string, () => string>();
  for (const question of [...questionsOf(quiz), ...drawnQuestionsOf(quiz)]) {
    const library = writersOf(question).scorm.library;
    if (library?.needed(question)) libraries.set(library.name, library.script);
  }
  return [...libraries.values()].map((script) => `${script()}\n`).join('') + SCORM_PLAYER_JS;
}

/**
 * What the player needs to play a video item interactively (ADR 343): its settings (notes as plain text) and
 * whether it is interactive at all, i.e. has settings or a question below it at a moment (ADR 337).
 */
function interactiveVideoData(video: ExportVideoItem, items: readonly ExportItem[]) {
  const index = items.indexOf(video);
  const next = items.findIndex((item, at) => at > index && item.kind === 'video');
  const part = items.slice(index + 1, next < 0 ? items.length : next);
  const settings = video.settings;
  const moments = part.some((item) => item.kind === 'question' && item.moment);
  if (!settings && !moments) return {};
  return {
    interactive: true,
    ...(settings
      ? {
          settings: {
            ...settings,
            ...(settings.notes
              ? { notes: settings.notes.map((note) => ({ at: note.at, text: plainText(note.text) })) }
              : {}),
          },
        }
      : {}),
  };
}

export async function buildScorm12Package(quiz: ExportQuiz, options: VideoOptions): Promise<Uint8Array> {
  const files = new PackageFiles();
  const assets = await resolveVideos(quiz, options, files);
  const images = await resolveImages(quiz, options.storage, files, 'images/');
  const title = textField(quiz.title) || `Quiz ${quiz.id}`;
  const questionData = (item: ExportQuestion) => ({
    kind: 'question',
    type: item.questionType ?? 'choice',
    id: item.id,
    title: itemTitle(item),
    ...(pointsOf(item) !== 1 ? { points: pointsOf(item) } : {}),
    ...writersOf(item).scorm.data(item),
    images: questionAssets(item.images, images).map(({ asset, alt }) => ({
      src: asset.kind === 'file' ? asset.path : asset.href,
      alt: textField(alt),
    })),
  });
  const data = {
    title,
    masteryScore: quiz.isGraded ? MASTERY_SCORE : null,
    activities: quiz.activities
      .filter((a) => a.items.length > 0 || (a.draws ?? []).length > 0)
      .map((activity) => ({
        title: textField(activity.title) || 'Activity',
        // A random slot: the player draws its count of the category's questions when it opens (ADR 259).
        ...(activity.draws
          ? {
              draws: activity.draws.map((draw) => ({
                count: draw.count,
                items: draw.questions.map(questionData),
              })),
            }
          : {}),
        items: activity.items.map((item) => {
          // ADR 343: a question's moment in the video above it, played by the package's own player.
          if (item.kind === 'question')
            return { ...questionData(item), ...(item.moment ? { moment: item.moment } : {}) };
          const asset = assets.get(item.video.articleId);
          return {
            kind: 'video',
            title: itemTitle(item),
            src: asset?.kind === 'file' ? asset.path : asset?.kind === 'link' ? asset.href : null,
            link: asset?.kind === 'link',
            ...interactiveVideoData(item, activity.items),
          };
        }),
      })),
  };
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<form id="quiz">
<button type="submit" id="submit">Submit</button>
</form>
<p id="result" role="status" tabindex="-1"></p>
</main>
<script type="application/json" id="quiz-data">${scriptJson({ ...data, math: scormMath(data) })}</script>
<script src="player.js"></script>
</body>
</html>
`;
  files.addText('index.html', html);
  files.addText('player.js', playerScript(quiz));
  const shipped = [
    'index.html',
    'player.js',
    ...files.paths.filter((p) => p.startsWith('media/') || p.startsWith('images/')),
  ];
  files.addText('imsmanifest.xml', manifest(quiz, shipped));
  addNotesFile(files, quiz, 'scorm');
  return files.zip();
}
