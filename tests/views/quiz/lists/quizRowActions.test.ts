/**
 * The row actions of the quiz lists, as SPEC section 2 names them. Each row carries the actions the server's
 * capability table gave the caller on it (ADR 192); the list offers its own actions among those, in SPEC's order.
 * Expectations are SPEC's words, not the config under test; Download Moodle XML and Download GIFT are the formats
 * ADR 155 adds after SPEC's downloads.
 */
import { describe, expect, test } from 'vitest';
import { bulk as bulkTexts } from '../../../../src/i18n/en/bulk';
import { quiz as quizTexts } from '../../../../src/i18n/en/quiz';
import { QUIZ_ACTIONS, type QuizAction, type QuizListItem } from '../../../../src/domain/quiz/quiz';
import { QUIZ_LIST_CONFIGS } from '../../../../src/views/quiz/lists/quizListConfigs';
import { rowActionsOf, type RowAction } from '../../../../src/views/quiz/lists/quizRowActions';
import type { QuizListScreen } from '../../../../src/domain/quiz/quizArea';

const NOW = '2026-03-04T10:00:00.000Z';

function row(actions: readonly QuizAction[], patch: Partial<QuizListItem> = {}): QuizListItem {
  return {
    id: 7,
    kind: 'user',
    title: 'Cells',
    article: null,
    tags: [],
    active: true,
    startDate: null,
    endDate: null,
    duration: null,
    countOfQuestions: 1,
    editable: true,
    isGraded: true,
    showCaption: false,
    restrictNonInstitutional: false,
    isAssignSomeone: false,
    sharedList: [],
    processStatus: 1,
    quizType: null,
    sectionId: null,
    createdAt: NOW,
    updatedAt: NOW,
    createdBy: null,
    version: 1,
    actions: [...actions],
    ...patch,
  };
}

/** The label each offered action shows in the row's menu (the English texts). */
const LABELS: Record<string, string> = {
  share: quizTexts.actionShare,
  edit: quizTexts.actionEdit,
  copy: quizTexts.actionCopy,
  download: quizTexts.actionDownload,
  downloadScorm: quizTexts.actionDownloadScorm,
  downloadQti: quizTexts.actionDownloadQti,
  downloadCc: quizTexts.actionDownloadCc,
  downloadMoodle: quizTexts.actionDownloadMoodle,
  downloadGift: quizTexts.actionDownloadGift,
  viewResults: quizTexts.actionViewResults,
  addToClass: bulkTexts.addToClass,
  delete: quizTexts.actionDelete,
};
const labelsOf = (actions: RowAction[]) => actions.map((action) => LABELS[action.key]);
const offered = (screen: QuizListScreen, quiz: QuizListItem) =>
  labelsOf(rowActionsOf(QUIZ_LIST_CONFIGS[screen], quiz));

const EXTRA_FORMATS = ['Download Moodle XML', 'Download GIFT'];

describe('a row allowed everything offers the row actions SPEC names for its list, in its order', () => {
  const all = row(QUIZ_ACTIONS);

  test('template list: edit, copy, download SCORM/QTI/CC (one Download asking the format), delete', () => {
    expect(offered('templateList', { ...all, kind: 'template' })).toEqual([
      'Edit',
      'Copy',
      'Download',
      'Delete',
    ]);
  });

  test('library list: Edit, Copy, Download SCORM, Download QTI, Download CC, Delete', () => {
    expect(offered('libraryList', { ...all, kind: 'library' })).toEqual([
      'Edit',
      'Copy',
      'Download SCORM',
      'Download QTI',
      'Download CC',
      ...EXTRA_FORMATS,
      'Delete',
    ]);
  });

  test('my-quiz list: share, edit, copy, downloads, delete (and the results of a quiz the owner distributed, ADR 150, and Add to class)', () => {
    expect(offered('myList', all)).toEqual([
      'Share quiz',
      'Edit',
      'Copy',
      'View Results',
      'Add to class',
      'Download SCORM',
      'Download QTI',
      'Download CC',
      ...EXTRA_FORMATS,
      'Delete',
    ]);
  });

  test('my-quiz list: Add to class only where the row may be added to a class', () => {
    expect(offered('myList', row(QUIZ_ACTIONS.filter((action) => action !== 'addToClass')))).not.toContain(
      'Add to class',
    );
  });

  test('customer quiz list: Share quiz, Edit or Copy, Download SCORM, View Results, Download QTI, Download CC, Delete', () => {
    const spec = ['Share quiz', 'Edit', 'Download SCORM', 'View Results', 'Download QTI', 'Download CC'];
    expect(offered('customerList', all)).toEqual([...spec, ...EXTRA_FORMATS, 'Delete']);
    // 'Edit or Copy': Copy where Edit is not allowed.
    const copyOnly = row(QUIZ_ACTIONS.filter((action) => action !== 'edit'));
    expect(offered('customerList', copyOnly)).toEqual([
      'Share quiz',
      'Copy',
      'Download SCORM',
      'View Results',
      'Download QTI',
      'Download CC',
      ...EXTRA_FORMATS,
      'Delete',
    ]);
  });
});

test.each(Object.keys(QUIZ_LIST_CONFIGS) as QuizListScreen[])(
  '%s: a row never offers an action its quiz does not carry for the caller',
  (screen) => {
    const config = QUIZ_LIST_CONFIGS[screen];
    for (const missing of QUIZ_ACTIONS) {
      const quiz = row(
        QUIZ_ACTIONS.filter((action) => action !== missing),
        { kind: config.kind },
      );
      const keys = rowActionsOf(config, quiz).map((action) => action.key);
      const forbidden: Partial<Record<QuizAction, string[]>> = {
        share: ['share'],
        edit: ['edit'],
        delete: ['delete'],
        results: ['viewResults'],
        download: [
          'download',
          'downloadScorm',
          'downloadQti',
          'downloadCc',
          'downloadMoodle',
          'downloadGift',
        ],
      };
      for (const key of forbidden[missing] ?? []) expect(keys).not.toContain(key);
    }
    // A viewer's row (view and copy only) offers Copy alone.
    expect(labelsOf(rowActionsOf(config, row(['view', 'copy'], { kind: config.kind })))).toEqual(['Copy']);
  },
);
