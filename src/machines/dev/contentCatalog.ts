/** Content and the rest of the console: sponsors, playlists, articles and videos, the banner, feature flags, translations and the student page. Part of the machine catalog (machineCatalog.ts). */
import type { CatalogEntry } from './diagram';
import { addVideoDialogMachine } from '../content/addVideoDialogMachine';
import { articlePickerMachine } from '../content/articlePickerMachine';
import { sponsorArticlesMachine } from '../sponsors/sponsorArticlesMachine';
import { sponsorFormMachine } from '../sponsors/sponsorFormMachine';
import { playlistEntriesMachine } from '../playlists/playlistEntriesMachine';
import { playlistFormMachine } from '../playlists/playlistFormMachine';
import { collectionArticlesMachine } from '../methodsCollections/collectionArticlesMachine';
import { collectionCoverMachine } from '../methodsCollections/collectionCoverMachine';
import { collectionEditorsMachine } from '../methodsCollections/collectionEditorsMachine';
import { collectionFormMachine } from '../methodsCollections/collectionFormMachine';
import { bannerMachine } from '../banner/bannerMachine';
import { featureFlagsMachine } from '../featureFlags/featureFlagsMachine';
import { takeQuizMachine } from '../take/takeQuizMachine';
import { takeTimerMachine } from '../take/takeTimerMachine';
import { takeOutboxMachine } from '../take/takeOutboxMachine';
import { takeFilesMachine } from '../take/takeFilesMachine';
import { takeHintsMachine } from '../take/takeHintsMachine';
import { takeReviewMachine } from '../take/takeReviewMachine';
import { drawingBoardMachine } from '../take/drawingBoardMachine';
import { takeVideoMachine } from '../take/takeVideoMachine';
import { takeTranscriptMachine } from '../take/takeTranscriptMachine';
import { videoPlayerMachine } from '../content/videoPlayerMachine';
import { translationFormMachine } from '../translations/translationFormMachine';
import { translationGridMachine } from '../translations/translationGridMachine';
import { translationGroupFormMachine } from '../translations/translationGroupFormMachine';

export const CONTENT_CATALOG: readonly CatalogEntry[] = [
  {
    name: 'sponsorForm',
    folder: 'sponsors',
    summary:
      "Add and Edit Sponsor on the one form lifecycle: name and URL rules, create goes to the new sponsor's edit page, edit saves in place, Reload or Keep mine on a stale save; uploads and articles hand the changed sponsor back.",
    machine: sponsorFormMachine,
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
    name: 'collectionForm',
    folder: 'methodsCollections',
    summary:
      "A Methods Collection on the one form lifecycle: title, description, the published switch and the ordered videos as the form's values, video edits applied by the domain's reducer; save checks the form (one joined notification), create goes to the new collection's screen, Reload / Keep mine on a stale save; the cover handed back beside it.",
    machine: collectionFormMachine,
  },
  {
    name: 'collectionArticles',
    folder: 'methodsCollections',
    summary:
      "A collection's videos beside its form: removed, Move up/down, a drag whose Esc moves the video back, the Add video dialog's published article; each change handed to the form as an edit.",
    machine: collectionArticlesMachine,
  },
  {
    name: 'collectionCover',
    folder: 'methodsCollections',
    summary:
      "Removing a collection's cover beside the form (the shared upload machine sets one): the collection without it handed to the form, and the notice.",
    machine: collectionCoverMachine,
  },
  {
    name: 'collectionEditors',
    folder: 'methodsCollections',
    summary:
      "A collection's editors panel: the editors loaded (Try again on failure), the desk's accounts searched in a dialog beside them, one add or removal at a time through the editor route, then the editors read again.",
    machine: collectionEditorsMachine,
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
      'The student page of a personal link, the life of an attempt (ADR 326): invalid link, Expired, the intro with Start, or the quiz one activity at a time, Submit with its confirmation, waiting until nothing is unsent; its children time it, send the answers, files and hints, and show the review after submitting.',
    machine: takeQuizMachine,
  },
  {
    name: 'takeTimer',
    folder: 'take',
    summary:
      "The student page's time (ADR 141), a child while the quiz is taken: the offset to the server's clock taken at start, a tick every second, and one `timer.up` when the time limit (extra time included) or the deadline is reached.",
    machine: takeTimerMachine,
  },
  {
    name: 'takeOutbox',
    folder: 'take',
    summary:
      "The student page's answers on their way (ADR 141), a child while the quiz is taken: one entry per question kept on the device, sent one at a time, retried after 1, 2, 4 … 30 s or at once back online, dropped when refused for good; it tells the page whether anything is unsent.",
    machine: takeOutboxMachine,
  },
  {
    name: 'takeFiles',
    folder: 'take',
    summary:
      "The student page's file answers (ADR 294), a child while the quiz is taken: one file sent or removed at a time straight to the server, whose stored files become the answer; a refusal is said beside its question.",
    machine: takeFilesMachine,
  },
  {
    name: 'takeHints',
    folder: 'take',
    summary:
      "The student page's hints (ADR 293), a child while the quiz is taken: a question's next hint asked for one at a time while it has one left; why one did not come is said beside its question.",
    machine: takeHintsMachine,
  },
  {
    name: 'takeReview',
    folder: 'take',
    summary:
      "The student page's review (ADRs 210, 219), a child once submitted: the outcome as the review setting shows it, and Try again asking once for a new attempt while the result stays on screen.",
    machine: takeReviewMachine,
  },
  {
    name: 'takeVideo',
    folder: 'take',
    summary:
      "The student page's interactive videos (ADR 338), a child while the quiz is taken: a playing video pauses at a question's moment and asks it under the video until the student continues (a must-answer question once answered, a wrong answer sent back to its moment); a seek past what was watched goes back there; speeds, chapters and the first play resuming where the student left off.",
    machine: takeVideoMachine,
  },
  {
    name: 'takeTranscript',
    folder: 'take',
    summary:
      "The transcript beside a student's video with subtitles (ADR 342): closed until opened (then open for the rest of the page), the caption languages and the one chosen, the cues the browser read, the search and the line spoken; a line chosen is a seek it asks of the player.",
    machine: takeTranscriptMachine,
  },
  {
    name: 'drawingBoard',
    folder: 'take',
    summary:
      "A drawing question's board on the student page (ADR 306): strokes, Undo last stroke and Clear on the question's picture; each change is made into a PNG and sent once no file of the question is on its way, one made meanwhile after it; a blank board removes the drawing sent.",
    machine: drawingBoardMachine,
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
];
