/**
 * Every machine of src/machines (each in its feature folder), for the diagrams in docs/machines (`npm run diagrams`).
 * tests/tools/diagrams.test.ts fails when a `*Machine.ts` file is missing here or its diagram is stale.
 * The entries live in one part per group of features; this file puts them in the order of docs/machines/README.md.
 */
import type { CatalogEntry } from './diagram';
import { ACCOUNTS_CATALOG } from './accountsCatalog';
import { CLASS_ACCESS_CATALOG } from './classAccessCatalog';
import { CLIENT_HUB_CATALOG } from './clientHubCatalog';
import { CLASSES_CATALOG } from './classesCatalog';
import { CONTENT_CATALOG } from './contentCatalog';
import { FACULTY_RESOURCES_CATALOG } from './facultyResourcesCatalog';
import { PUBLISH_CATALOG } from './publishCatalog';
import { QUIZ_CATALOG } from './quizCatalog';
import { SHARED_CATALOG } from './sharedCatalog';

/** The order of the index in docs/machines/README.md: the order in which the machines were added. */
const INDEX_ORDER = `
  language invitations form sponsorForm identityProviderForm institutionSignIn institutionForm sponsorArticles
  playlistForm playlistEntries confirmDelete upload banner featureFlags documentViewer classActions classForm
  classPage classPicker studentLinks classQuizDates classEmails classDocuments shareDialog deleteQuiz downloadQuiz list record
  session bulkOutbox bulkDownload bulkDeadline notifications navigationGuard quizResults deadline videoPlayer
  takeQuiz qtiUpload rebuildDialog rebuildQuiz quizEditor quizEditorAutosave addVideoDialog articlePicker
  subjectsDialog importPlaylists generateQuestions cropImageDialog moveItemDialog translationGrid translationForm
  translationGroupForm inspector ltiTool ltiScoreSends ltiPlatformForm deepLink accessSections sectionChildren
`
  .trim()
  .split(/\s+/);

/** A machine missing from INDEX_ORDER goes last, so a new part entry still reaches the catalog. */
function indexOf(entry: CatalogEntry): number {
  const index = INDEX_ORDER.indexOf(entry.name);
  return index === -1 ? INDEX_ORDER.length : index;
}

export const MACHINE_CATALOG: readonly CatalogEntry[] = [
  ...ACCOUNTS_CATALOG,
  ...SHARED_CATALOG,
  ...CONTENT_CATALOG,
  ...FACULTY_RESOURCES_CATALOG,
  ...CLASSES_CATALOG,
  ...QUIZ_CATALOG,
  ...PUBLISH_CATALOG,
  ...CLASS_ACCESS_CATALOG,
  ...CLIENT_HUB_CATALOG,
].sort((a, b) => indexOf(a) - indexOf(b));
