/** Quizzes: the editor and its dialogs, the lists, results, import and rebuild. Part of the machine catalog (machineCatalog.ts). */
import type { CatalogEntry } from './diagram';
import { generateQuestionsMachine } from '../quiz/editor/generateQuestionsMachine';
import { importPlaylistsMachine } from '../quiz/editor/importPlaylistsMachine';
import { moveItemDialogMachine } from '../quiz/editor/moveItemDialogMachine';
import { quizEditorMachine } from '../quiz/editor/quizEditorMachine';
import { quizEditorAutosave } from '../quiz/editor/quizEditorAutosaveMachine';
import { subjectsDialogMachine } from '../quiz/editor/subjectsDialogMachine';
import { deadlineMachine } from '../quiz/results/deadlineMachine';
import { reviewSettingsMachine } from '../quiz/results/reviewSettingsMachine';
import { attemptsSettingMachine } from '../quiz/results/attemptsSettingMachine';
import { secondChancesMachine } from '../quiz/results/secondChancesMachine';
import { gradingFormMachine } from '../quiz/results/gradingFormMachine';
import { needsGradingMachine } from '../quiz/results/needsGradingMachine';
import { answerFileMachine } from '../quiz/results/answerFileMachine';
import { deleteQuizMachine } from '../quiz/dialogs/deleteQuizMachine';
import { downloadQuizMachine } from '../quiz/dialogs/downloadQuizMachine';
import { bulkDownloadMachine } from '../quiz/lists/bulkDownloadMachine';
import { bulkDeadlineMachine } from '../quiz/lists/bulkDeadlineMachine';
import { qtiUploadMachine } from '../quiz/import/qtiUploadMachine';
import { quizResultsMachine } from '../quiz/results/quizResultsMachine';
import { rebuildDialogMachine } from '../quiz/rebuild/rebuildDialogMachine';
import { rebuildQuizMachine } from '../quiz/rebuild/rebuildQuizMachine';
import { shareDialogMachine } from '../quiz/dialogs/shareDialogMachine';
import { banksMachine } from '../banks/banksMachine';
import { bankPickerMachine } from '../banks/bankPickerMachine';
import { copyQuestionsMachine } from '../banks/copyQuestionsMachine';
import { bankQuestionEditorMachine } from '../banks/bankQuestionEditorMachine';

export const QUIZ_CATALOG: readonly CatalogEntry[] = [
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
      "A quiz package download: format (unless the row named it), what that format cannot carry, institution picker with a debounced search, then the file; a failure shows the server's message.",
    machine: downloadQuizMachine,
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
    name: 'gradingForm',
    folder: 'quiz/results',
    summary:
      'Grades one attempt on the student’s detail in one form (ADR 209, ADR 352): every question’s points (checked against 0..its points) and comment and the attempt’s comment, sent in one save on their version; a save on an older version asks Reload or Keep mine.',
    machine: gradingFormMachine,
  },
  {
    name: 'needsGrading',
    folder: 'quiz/results',
    summary:
      'Needs grading on the results page (ADR 209): the count of answers waiting for points, then one answer after another with its points and comment, Save and next (one save, ADR 352) or Next, until everything is graded.',
    machine: needsGradingMachine,
  },
  {
    name: 'answerFile',
    folder: 'quiz/results',
    summary:
      'A file a student sent as an answer (ADR 294), downloaded from the student’s detail or Needs grading: one at a time, saved under its name; a failure is said beside the files.',
    machine: answerFileMachine,
  },
  {
    name: 'reviewSettings',
    folder: 'quiz/results',
    summary:
      'What students see, and when (ADR 210): loads the quiz’s review setting, saves a new one, releases the scores or withdraws them; a failed load offers Try again.',
    machine: reviewSettingsMachine,
  },
  {
    name: 'attemptsSetting',
    folder: 'quiz/results',
    summary:
      'Several attempts (ADR 219): loads how many attempts a student may make and which counts, saves a new setting; a failed load offers Try again.',
    machine: attemptsSettingMachine,
  },
  {
    name: 'secondChances',
    folder: 'quiz/results',
    summary:
      "A student's second chances (ADR 212): loads the accommodation, checks and saves extra time (minutes or a factor) and a personal deadline, and reopens a submitted or expired attempt until a new deadline; a failed load offers Try again.",
    machine: secondChancesMachine,
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
    name: 'moveItemDialog',
    folder: 'quiz/editor',
    summary: 'Move to another activity: choose another activity, then Move.',
    machine: moveItemDialogMachine,
  },
  {
    name: 'banks',
    folder: 'banks',
    summary:
      "The Banks screen: the banks the user may see, one open; each change asks in its dialog, runs once and shows the answer, a refusal stays in the dialog; Copy from a quiz and a question's dialog run as its children.",
    machine: banksMachine,
  },
  {
    name: 'copyQuestions',
    folder: 'banks',
    summary:
      "Copy from a quiz: the user's quizzes, one opened to its questions, ticked ones copied in the quiz's order into the chosen category; Cancel copies nothing.",
    machine: copyQuestionsMachine,
  },
  {
    name: 'bankQuestionEditor',
    folder: 'banks',
    summary:
      "A question written or edited in a bank: a new one's type first, then the quiz editor's item events and question rules; a save on an older version waits for Reload or Keep mine.",
    machine: bankQuestionEditorMachine,
  },
  {
    name: 'bankPicker',
    folder: 'banks',
    summary:
      "The editor's Add from bank and Add random slot: a usable bank and category, then ticked questions or a count up to the category's size, handed back to the editor; Cancel hands back nothing.",
    machine: bankPickerMachine,
  },
];
