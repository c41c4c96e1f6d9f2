/**
 * Every machine of src/machines (each in its feature folder), for the diagrams in docs/machines (`npm run diagrams`).
 * tests/tools/diagrams.test.ts fails when a `*Machine.ts` file is missing here or its diagram is stale.
 */
import type { CatalogEntry } from './diagram';
import { addVideoDialogMachine } from '../content/addVideoDialogMachine';
import { articlePickerMachine } from '../content/articlePickerMachine';
import { generateQuestionsMachine } from '../quiz/editor/generateQuestionsMachine';
import { importPlaylistsMachine } from '../quiz/editor/importPlaylistsMachine';
import { cropImageDialogMachine } from '../shared/cropImageDialogMachine';
import { moveItemDialogMachine } from '../quiz/editor/moveItemDialogMachine';
import { navigationGuardMachine } from '../shared/navigationGuardMachine';
import { quizEditorMachine } from '../quiz/editor/quizEditorMachine';
import { quizEditorAutosave } from '../quiz/editor/quizEditorAutosaveMachine';
import { subjectsDialogMachine } from '../quiz/editor/subjectsDialogMachine';
import { confirmDeleteMachine } from '../shared/confirmDeleteMachine';
import { formMachine } from '../shared/formMachine';
import { sponsorArticlesMachine } from '../sponsors/sponsorArticlesMachine';
import { sponsorFormMachine } from '../sponsors/sponsorFormMachine';
import { identityProviderFormMachine } from '../identityProviders/identityProviderFormMachine';
import { institutionSignInMachine } from '../session/institutionSignInMachine';
import { institutionFormMachine } from '../institutions/institutionFormMachine';
import { playlistEntriesMachine } from '../playlists/playlistEntriesMachine';
import { playlistFormMachine } from '../playlists/playlistFormMachine';
import { uploadMachine } from '../shared/uploadMachine';
import { bannerMachine } from '../banner/bannerMachine';
import { classActionsMachine } from '../classes/classActionsMachine';
import { classDocumentMachine } from '../classes/classDocumentMachine';
import { classDocumentsMachine } from '../classes/classDocumentsMachine';
import { classEmailsMachine } from '../classes/classEmailsMachine';
import { classFormMachine } from '../classes/classFormMachine';
import { classPageMachine } from '../classes/classPageMachine';
import { classPickerMachine } from '../classes/classPickerMachine';
import { studentLinksMachine } from '../classes/studentLinksMachine';
import { featureFlagsMachine } from '../featureFlags/featureFlagsMachine';
import { listMachine } from '../shared/listMachine';
import { recordMachine } from '../shared/recordMachine';
import { invitationsMachine } from '../admins/invitationsMachine';
import { deadlineMachine } from '../quiz/results/deadlineMachine';
import { deleteQuizMachine } from '../quiz/dialogs/deleteQuizMachine';
import { downloadQuizMachine } from '../quiz/dialogs/downloadQuizMachine';
import { notificationsMachine } from '../shared/notificationsMachine';
import { bulkOutboxMachine } from '../shared/bulkOutboxMachine';
import { bulkDownloadMachine } from '../quiz/lists/bulkDownloadMachine';
import { bulkDeadlineMachine } from '../quiz/lists/bulkDeadlineMachine';
import { qtiUploadMachine } from '../quiz/import/qtiUploadMachine';
import { quizResultsMachine } from '../quiz/results/quizResultsMachine';
import { rebuildDialogMachine } from '../quiz/rebuild/rebuildDialogMachine';
import { rebuildQuizMachine } from '../quiz/rebuild/rebuildQuizMachine';
import { sessionMachine } from '../session/sessionMachine';
import { shareDialogMachine } from '../quiz/dialogs/shareDialogMachine';
import { takeQuizMachine } from '../take/takeQuizMachine';
import { videoPlayerMachine } from '../content/videoPlayerMachine';
import { translationFormMachine } from '../translations/translationFormMachine';
import { translationGridMachine } from '../translations/translationGridMachine';
import { translationGroupFormMachine } from '../translations/translationGroupFormMachine';
import { inspectorMachine } from './inspectorMachine';
import { languageMachine } from '../session/languageMachine';
import { ltiToolMachine } from '../lti/ltiToolMachine';
import { ltiPlatformFormMachine } from '../lti/ltiPlatformFormMachine';
import { deepLinkMachine } from '../lti/deepLinkMachine';

export const MACHINE_CATALOG: readonly CatalogEntry[] = [
  {
    name: 'language',
    folder: 'session',
    summary:
      "The interface language: starts with the browser's choice, follows the profile after sign-in, loads a picked language's catalog before switching text and direction together, and saves the pick to the profile.",
    machine: languageMachine,
  },
  {
    name: 'invitations',
    folder: 'admins',
    summary:
      'Users Management: invite an admin by e-mail with roles (checked before sending; server field errors and 409 under the fields), copy the set-password link or select it, list pending invitations.',
    machine: invitationsMachine,
  },
  {
    name: 'form',
    folder: 'shared',
    summary:
      'The one lifecycle of a record form (ADR 125): load, edit, check with the record schema, save, Reload or Keep mine on a stale version, dirty until saved; shown on a minimal record.',
    machine: formMachine,
  },
  {
    name: 'sponsorForm',
    folder: 'sponsors',
    summary:
      "Add and Edit Sponsor on the one form lifecycle: name and URL rules, create goes to the new sponsor's edit page, edit saves in place, Reload or Keep mine on a stale save; uploads and articles hand the changed sponsor back.",
    machine: sponsorFormMachine,
  },
  {
    name: 'identityProviderForm',
    folder: 'identityProviders',
    summary:
      'Add and Edit Identity provider on the one form lifecycle (ADR 182): loads the provider and the institutions, the secret is write-only (blank keeps it, a new provider needs one), a save goes back to the list.',
    machine: identityProviderFormMachine,
  },
  {
    name: 'institutionSignIn',
    folder: 'session',
    summary:
      "'Sign in with your institution' on the sign-in screen (ADR 182): asks, debounced and once per domain, whether the typed e-mail's domain has an enabled provider; the button sends the browser to the start address.",
    machine: institutionSignInMachine,
  },
  {
    name: 'institutionForm',
    folder: 'institutions',
    summary:
      "New Institution and an institution's page on the one form lifecycle: title, approval, product, feature, subscriptions, e-mail domain rows edited by the domain's reducer, subscription and trial end; create goes to the new institution's page, Reload or Keep mine on a stale save.",
    machine: institutionFormMachine,
  },
  {
    name: 'sponsorArticles',
    folder: 'sponsors',
    summary:
      "A sponsor's assigned articles beside its form: pages of ten, Remove and Assign one at a time with the SPEC's notifications, the changed sponsor handed to the form.",
    machine: sponsorArticlesMachine,
  },
  {
    name: 'playlistForm',
    folder: 'playlists',
    summary:
      "Create and Edit Playlist on the one form lifecycle: the title and the entries as the form's values, entry edits applied by the domain's reducer; save checks the form (one joined notification), create goes to the new playlist's edit page, Reload / Keep mine on a stale save.",
    machine: playlistFormMachine,
  },
  {
    name: 'playlistEntries',
    folder: 'playlists',
    summary:
      "A playlist's entries beside its form: labels added (and focused), renamed and removed, Move up/down, a drag whose Esc moves the entry back, the Add Video dialog's article; each change handed to the form as an edit.",
    machine: playlistEntriesMachine,
  },
  {
    name: 'confirmDelete',
    folder: 'shared',
    summary:
      'Deleting a row of a list after asking (sponsors, translation groups): asks, deletes, then the list reloads; a failure says so.',
    machine: confirmDeleteMachine,
  },
  {
    name: 'upload',
    folder: 'shared',
    summary:
      "A sponsor's video or logo upload: checked by type and size first, the logo cropped, progress shown, Cancel aborts, the server's refusal shown.",
    machine: uploadMachine,
  },
  {
    name: 'banner',
    folder: 'banner',
    summary:
      "The 'Show Banner' form: create mode until a banner exists, then edit; saves only a valid, changed form and says 'Banner saved successfully' or the SPEC's error.",
    machine: bannerMachine,
  },
  {
    name: 'featureFlags',
    folder: 'featureFlags',
    summary:
      'The Feature Flags area: loads every flag, saves a switch and announces the new flags to the session, so menus and routes follow without a reload.',
    machine: featureFlagsMachine,
  },
  {
    name: 'classDocument',
    folder: 'classes',
    summary:
      'The class document viewer: opens a document with a file token (inline PDF and images, office formats in the external viewer), downloads it under its server-given name, and fails to an error state.',
    machine: classDocumentMachine,
  },
  {
    name: 'classActions',
    folder: 'classes',
    summary:
      "The class list's Copy and Published switch: one at a time, each followed by a notification and a reload of the list.",
    machine: classActionsMachine,
  },
  {
    name: 'classForm',
    folder: 'classes',
    summary:
      'Create or edit a class on the one form lifecycle: the dialog values parsed with the title and date rules before saving, dirty while changed, a save closing the dialog, and a stale save waiting for Reload or Keep mine.',
    machine: classFormMachine,
  },
  {
    name: 'classPage',
    folder: 'classes',
    summary:
      "One class's page: its record child reads the class, its quizzes and playlists together (not found for a class the caller may not see, ADR 191); removing a quiz or playlist and publishing, each followed by a quiet read again.",
    machine: classPageMachine,
  },
  {
    name: 'classPicker',
    folder: 'classes',
    summary:
      'Add quizzes or playlists to a class: several rows ticked, sent to this class and any other of the caller’s classes in one call.',
    machine: classPickerMachine,
  },
  {
    name: 'studentLinks',
    folder: 'classes',
    summary:
      'Student links of a class quiz: each student’s personal link with its state and mail, copied to the clipboard with a confirmation on its row, or sent again when the server mails.',
    machine: studentLinksMachine,
  },
  {
    name: 'classEmails',
    folder: 'classes',
    summary:
      'Invite students or share with instructors: addresses one per line or comma separated, bad ones named inline, sent in one call.',
    machine: classEmailsMachine,
  },
  {
    name: 'classDocuments',
    folder: 'classes',
    summary:
      'The documents tab: the documents or the deleted ones, one change at a time (rename, share, delete with Undo, restore), and an upload with progress that Cancel aborts.',
    machine: classDocumentsMachine,
  },
  {
    name: 'shareDialog',
    folder: 'quiz/dialogs',
    summary:
      "The share dialog: pre-filled with the quiz's shared users (loaded for a super admin), grows from pasted text, and turns the share answer into the SPEC's notifications.",
    machine: shareDialogMachine,
  },
  {
    name: 'deleteQuiz',
    folder: 'quiz/dialogs',
    summary:
      "The delete confirmation: deletes only when confirmed, says 'Quiz deleted successfully', keeps the dialog with the server's message on failure.",
    machine: deleteQuizMachine,
  },
  {
    name: 'downloadQuiz',
    folder: 'quiz/dialogs',
    summary:
      "A quiz package download: format (unless the row named it), institution picker with a debounced search, then the file; a failure shows the server's message.",
    machine: downloadQuizMachine,
  },
  {
    name: 'list',
    folder: 'shared',
    summary:
      'The lifecycle every list screen shares: loads pages for a query (search, page, sort, filters), debounces typing into one search on page 1, aborts superseded requests, and tells empty, failed and denied apart.',
    machine: listMachine,
  },
  {
    name: 'record',
    folder: 'shared',
    summary:
      'The lifecycle every screen that reads a record shares (ADR 191): loads it, tells not found (404) from a failed read with Try again, refreshes it in place (a failed refresh keeps it), aborts the read on leaving, and remembers which parts the reader turned to another view.',
    machine: recordMachine,
  },
  {
    name: 'session',
    folder: 'session',
    summary:
      'The one long-lived actor: checks the stored session, signs in, finishes an invited registration, holds sign out while a screen has unsaved changes, and signs out when the session expires.',
    machine: sessionMachine,
  },
  {
    name: 'bulkOutbox',
    folder: 'shared',
    summary:
      'Undoable bulk deletions (ADR 166): rows hidden at once with Undo for the undo window, then sent a row at a time; kept in the browser so a closed tab hands them off and the next start sends them.',
    machine: bulkOutboxMachine,
  },
  {
    name: 'bulkDownload',
    folder: 'quiz/lists',
    summary:
      "A bulk download (ADR 165): the selected quizzes' packages saved one after another with progress, the failed ones named at the end.",
    machine: bulkDownloadMachine,
  },
  {
    name: 'bulkDeadline',
    folder: 'quiz/lists',
    summary:
      "Set deadline for a list's selected quizzes: one date saved quiz by quiz, each refusal named with the server's message, then the list reloads.",
    machine: bulkDeadlineMachine,
  },
  {
    name: 'notifications',
    folder: 'shared',
    summary: 'Notifications on a fixed layer at the top; each dismisses itself after 4000 ms or when closed.',
    machine: notificationsMachine,
  },
  {
    name: 'navigationGuard',
    folder: 'shared',
    summary:
      'In-app navigation (a link, Back or Forward) while a screen holds unsaved changes is held and asks "Leave this page?": Stay or Leave.',
    machine: navigationGuardMachine,
  },
  {
    name: 'quizResults',
    folder: 'quiz/results',
    summary:
      "A customer quiz's results: its record child reads them (ADR 191); it starts the deadline editor on each read, reads them again after a saved deadline, and downloads the CSV.",
    machine: quizResultsMachine,
  },
  {
    name: 'deadline',
    folder: 'quiz/results',
    summary:
      'Edits a deadline: past times round up to the next half-hour, blank means none, refused after the owner’s trial ends.',
    machine: deadlineMachine,
  },
  {
    name: 'videoPlayer',
    folder: 'content',
    summary:
      'The video wrapper: cover until started, playing and paused (with a play overlay for core and science-education articles), speeds, and subtitles kept only when their files answer.',
    machine: videoPlayerMachine,
  },
  {
    name: 'takeQuiz',
    folder: 'take',
    summary:
      "The student page of a personal link: invalid link, Expired, the intro with Start, or the quiz one activity at a time; every choice goes through an outbox kept on the device and retried until the server has it; the time limit counts down on the server's clock and submits at zero; the score after submitting.",
    machine: takeQuizMachine,
  },
  {
    name: 'qtiUpload',
    folder: 'quiz/import',
    summary:
      "The template list's Upload QTI: one .zip file only, uploaded; 'Uploaded files successfully processed' (and a warning naming skipped question types and images not imported) or the server's message, and the list reloads.",
    machine: qtiUploadMachine,
  },
  {
    name: 'rebuildDialog',
    folder: 'quiz/rebuild',
    summary:
      "The library's rebuild dialog: loads the sections, requires one, Add Only Missing or Rebuild All, a rebuild type, and queues the rebuild.",
    machine: rebuildDialogMachine,
  },
  {
    name: 'rebuildQuiz',
    folder: 'quiz/rebuild',
    summary: "A section quiz's Rebuild quiz row action: rebuilds at once and says so, or shows the error.",
    machine: rebuildQuizMachine,
  },
  {
    name: 'quizEditor',
    folder: 'quiz/editor',
    summary:
      'The event-sourced quiz editor: loads, offers a stored draft (Restore/Discard), applies every edit as a domain event with undo/redo and drag gestures, keeps the unsaved event log, validates, saves with the loaded version and resolves 409 conflicts.',
    machine: quizEditorMachine,
  },
  {
    name: 'quizEditorAutosave',
    folder: 'quiz/editor',
    summary:
      "The quiz editor's autosave (ADR 169): waits for edits to settle, asks the editor what to save, saves it with the version the edits were made on, pauses when the quiz is invalid or a save fails, and stops on a 409.",
    machine: quizEditorAutosave,
  },
  {
    name: 'addVideoDialog',
    folder: 'content',
    summary:
      "Add Video (and the playlist's Add article): its results are a list machine child searching 12 articles per page; it sets the Research/Education and date-range filters, refuses videos already added and asks 'Please choose a label' when none is chosen.",
    machine: addVideoDialogMachine,
  },
  {
    name: 'articlePicker',
    folder: 'content',
    summary:
      "The 'Articles' picker: a list machine child searches by title or section ID 500 ms after typing, 20 a page; Select ends it.",
    machine: articlePickerMachine,
  },
  {
    name: 'subjectsDialog',
    folder: 'quiz/editor',
    summary: "'Choose relevant subjects': loads the subjects, toggles them, Save Subjects.",
    machine: subjectsDialogMachine,
  },
  {
    name: 'importPlaylists',
    folder: 'quiz/editor',
    summary: 'Import playlists: a two-list picker with Import Videos and Import Template Questions.',
    machine: importPlaylistsMachine,
  },
  {
    name: 'generateQuestions',
    folder: 'quiz/editor',
    summary:
      'Generate questions: loads whether generation is set up and the use today, holds article, count, answers, difficulty and model, streams the progress, cancels, and reports what was mended before the questions land.',
    machine: generateQuestionsMachine,
  },
  {
    name: 'cropImageDialog',
    folder: 'shared',
    summary: 'A question image: choose a file, crop it in the dialog (Cancel, Upload), upload the PNG.',
    machine: cropImageDialogMachine,
  },
  {
    name: 'moveItemDialog',
    folder: 'quiz/editor',
    summary: 'Move to another activity: choose another activity, then Move.',
    machine: moveItemDialogMachine,
  },
  {
    name: 'translationGrid',
    folder: 'translations',
    summary:
      "The Translations grid: whether any group exists (Add disabled without one), a cell's 'Update translation' (edit, or add to an empty cell) and 'Remove translation' with the SPEC's notifications; the list reloads after a change.",
    machine: translationGridMachine,
  },
  {
    name: 'translationForm',
    folder: 'translations',
    summary:
      "'Add New translation': loads the groups, checks group, key and en and every value's length, sends only filled languages, then returns to /translations.",
    machine: translationFormMachine,
  },
  {
    name: 'translationGroupForm',
    folder: 'translations',
    summary:
      'Add and edit a translation group: key and title required, Is Active on by default; saves and returns to the groups list, or says why not.',
    machine: translationGroupFormMachine,
  },
  {
    name: 'inspector',
    folder: 'dev',
    summary:
      'The development inspector panel (development builds only): records the running actors from inspection events, which one is selected, and where the panel is docked and how large.',
    machine: inspectorMachine,
  },
  {
    name: 'ltiTool',
    folder: 'lti',
    summary:
      "The LTI tool's own addresses and public key set, read by its record child (ADR 191) for the LMS administrator to copy; a copied value says so for a moment (ADR 183).",
    machine: ltiToolMachine,
  },
  {
    name: 'ltiPlatformForm',
    folder: 'lti',
    summary:
      'Add or edit an LTI platform registration in a dialog: reads the institutions (and the registration), checks the values, closes on save (ADR 183).',
    machine: ltiPlatformFormMachine,
  },
  {
    name: 'deepLink',
    folder: 'lti',
    summary:
      'Deep Linking: an instructor sent by their course picks one of their quizzes; the signed answer goes back to the course through a page that posts it (ADR 183).',
    machine: deepLinkMachine,
  },
];
