/**
 * File upload questions in the domain (ADR 294): the bounded definition and its save checks beside the kinds, the
 * kinds of file as the picker and the server read them, the refusals of a file (size, kind, emptiness) and of an
 * answer (too many files), hand scoring as an essay's (needs grading until a teacher's points are given), the student
 * view, and the editor's events through the real reducer with undo and redo.
 */
import fc from 'fast-check';
import { newQuizState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { QuizEventSchema } from '../../../../domain/quiz/editor/quizEvents';
import { dispatch, openDocument, redo, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import {
  FILE_UPLOAD_LIMITS,
  formatBytes,
  isFileKind,
  isOfKinds,
  kindsOfText,
  normalizeKind,
} from '../../domain/fileKinds';
import { answerFilesOf } from '../../domain/fileAnswers';
import {
  ANSWER_FILE_MESSAGES,
  FILE_UPLOAD_MESSAGES,
  FileUploadDefinitionSchema,
  FileUploadResponseSchema,
  fileRefusal,
  fileUploadType,
} from '../../domain/fileUpload';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { DefinitionSchema, scoreQuestion } from '../../../shared/domain/registry';
import { scoreAttempt } from '../../../../domain/take/scoring';

const upload = (definition: object = {}, points = 5): StoredQuestion => ({
  id: 9,
  title: 'Send your lab report.',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'fileUpload',
  points,
  definition,
});

const report = { id: 'f1', name: 'report.pdf', size: 120_000, type: 'application/pdf' };
const photo = { id: 'f2', name: 'IMG_2041.JPG', size: 3_400_000, type: 'image/jpeg' };

test('the definition is bounded: kinds, a size within the server limit, 2 to 10 files, instructions', () => {
  const ok = { kinds: ['.pdf', 'image/*'], maxBytes: 5 * 1024 * 1024, maxFiles: 3, instructions: 'One PDF.' };
  expect(FileUploadDefinitionSchema.safeParse(ok).success).toBe(true);
  expect(FileUploadDefinitionSchema.safeParse({}).success).toBe(true);
  for (const bad of [
    { maxBytes: FILE_UPLOAD_LIMITS.maxBytes + 1 },
    { maxBytes: 0 },
    { maxFiles: 1 },
    { maxFiles: 11 },
    { kinds: [] },
    { kinds: ['x'.repeat(101)] },
    { kinds: Array.from({ length: 101 }, (_, i) => `.k${i}`) },
    { instructions: 'x'.repeat(FILE_UPLOAD_LIMITS.instructions + 1) },
    { path: '/etc/passwd' },
  ])
    expect(FileUploadDefinitionSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
  // The payload's union takes it too.
  expect(DefinitionSchema.safeParse(ok).success).toBe(true);
});

test('a response is the server’s list of stored files: ids, names, sizes and types, never a path', () => {
  expect(FileUploadResponseSchema.safeParse([report, photo]).success).toBe(true);
  for (const bad of [
    [],
    [{ ...report, id: '../../x' }],
    [{ ...report, path: '/tmp/x' }],
    [{ ...report, size: -1 }],
    Array.from({ length: 11 }, (_, i) => ({ ...report, id: `f${i}` })),
    'report.pdf',
  ])
    expect(FileUploadResponseSchema.safeParse(bad).success).toBe(false);
  expect(answerFilesOf([report])).toEqual([report]);
  expect(answerFilesOf([])).toBeUndefined();
  expect(answerFilesOf('report.pdf')).toBeUndefined();
});

test.each([
  ['pdf', '.pdf'],
  ['  .PDF ', '.pdf'],
  ['*.docx', '.docx'],
  ['Image/*', 'image/*'],
  ['application/PDF', 'application/pdf'],
])('the kind %j is stored as %j', (text, kind) => {
  expect(normalizeKind(text)).toBe(kind);
  expect(isFileKind(kind)).toBe(true);
});

test('kinds are read from a list as teachers write it, each once; nonsense is not a kind', () => {
  expect(kindsOfText('pdf, .docx;image/*\npng,PDF')).toEqual(['.pdf', '.docx', 'image/*', '.png']);
  expect(kindsOfText('pdf docx')).toEqual(['.pdf docx']);
  expect(isFileKind('.pdf docx')).toBe(false);
  expect(kindsOfText('  ')).toEqual([]);
  for (const bad of ['.', '.p df', 'image/', '/png', 'a/b/c', '..pdf']) expect(isFileKind(bad)).toBe(false);
});

test('a file is of a kind by its extension (jpg as jpeg) or its media type (image/* for any image)', () => {
  expect(isOfKinds(photo, ['.jpeg'])).toBe(true);
  expect(isOfKinds({ name: 'scan.JPEG', type: '' }, ['.jpg'])).toBe(true);
  expect(isOfKinds(photo, ['image/*'])).toBe(true);
  expect(isOfKinds({ name: 'working.png', type: '' }, ['image/png'])).toBe(true);
  expect(isOfKinds(report, ['image/*', '.docx'])).toBe(false);
  expect(isOfKinds({ name: 'notes', type: 'text/plain' }, ['.txt'])).toBe(false);
  expect(isOfKinds(report, [])).toBe(true);
});

test('a file over the question’s size, an empty one or one of another kind is refused with the reason', () => {
  const question = upload({ kinds: ['.pdf'], maxBytes: 100_000 });
  expect(fileRefusal(question.definition, report)).toBe(ANSWER_FILE_MESSAGES.tooLarge(100_000));
  expect(fileRefusal(question.definition, { ...report, size: 0 })).toBe(ANSWER_FILE_MESSAGES.empty);
  expect(fileRefusal(question.definition, { ...photo, size: 10 })).toBe(
    ANSWER_FILE_MESSAGES.wrongKind(['.pdf']),
  );
  expect(fileRefusal(question.definition, { ...report, size: 100_000 })).toBeUndefined();
  // Without a size of its own, the server's limit.
  expect(fileRefusal({}, { ...report, size: FILE_UPLOAD_LIMITS.maxBytes + 1 })).toBe(
    ANSWER_FILE_MESSAGES.tooLarge(FILE_UPLOAD_LIMITS.maxBytes),
  );
  expect(ANSWER_FILE_MESSAGES.tooLarge(100_000)).toBe('This file is larger than 98 kB: send a smaller one.');
});

test('an answer of more files than the question takes is refused', () => {
  expect(fileUploadType.checkResponse(upload(), [report, photo])).toBe(ANSWER_FILE_MESSAGES.tooManyFiles(1));
  expect(fileUploadType.checkResponse(upload({ maxFiles: 2 }), [report, photo])).toBeUndefined();
});

test.each([
  [{ kinds: ['.pdf', 'image/*'] }, []],
  [{ kinds: ['.pdf', 'pdf file'] }, [{ field: 'kinds', message: FILE_UPLOAD_MESSAGES.badKind }]],
  [
    { kinds: Array.from({ length: 21 }, (_, i) => `.k${i}`) },
    [{ field: 'kinds', message: FILE_UPLOAD_MESSAGES.tooManyKinds }],
  ],
  [{}, []],
])('the save check of %j is %j', (definition, issues) => {
  expect(fileUploadType.validate({ title: 'Send it.', textOptions: [], definition })).toEqual(issues);
});

test('a file upload needs grading until a teacher gives points; then they count, within 0..max', () => {
  const q = upload();
  expect(scoreQuestion(q, { response: [report] })).toMatchObject({ earned: 0, max: 5, needsGrading: true });
  expect(scoreQuestion(q, { response: [report], handScore: 3.5 })).toMatchObject({
    earned: 3.5,
    needsGrading: false,
    correct: false,
  });
  expect(scoreQuestion(q, { response: [report], handScore: 5 })).toMatchObject({ earned: 5, correct: true });
  // Nothing sent: nothing to grade, no points (never a wrong score waiting).
  expect(scoreQuestion(q, undefined)).toMatchObject({ earned: 0, needsGrading: false });
  expect(scoreQuestion(q, { response: 'report.pdf' })).toMatchObject({ earned: 0, needsGrading: false });
  fc.assert(
    fc.property(
      fc.double({ min: -10, max: 20, noNaN: true }),
      fc.integer({ min: 0, max: 10 }),
      (hand, points) => {
        const score = scoreQuestion(upload({}, points), { response: [report], handScore: hand });
        expect(score.earned).toBeGreaterThanOrEqual(0);
        expect(score.earned).toBeLessThanOrEqual(points);
      },
    ),
  );
  const attempt = scoreAttempt([q], { answers: {}, responses: { '9': [report] } });
  expect(attempt).toMatchObject({ needsGrading: true, points: 0, maxPoints: 5 });
  expect(fileUploadType.describeAnswer(q, [report, photo])).toBe('report.pdf, IMG_2041.JPG');
  expect(fileUploadType.describeRight(q)).toBe('');
});

test('the student view holds the kinds, the size, the number of files and the instructions', () => {
  expect(
    fileUploadType.studentView(upload({ kinds: ['.pdf', 'image/*'], maxFiles: 3, instructions: 'Scan it.' })),
  ).toEqual({
    kinds: '.pdf,image/*',
    maxBytes: FILE_UPLOAD_LIMITS.maxBytes,
    maxFiles: 3,
    instructions: 'Scan it.',
  });
  expect(fileUploadType.studentView(upload({ maxBytes: 2048 }))).toEqual({
    kinds: null,
    maxBytes: 2048,
    maxFiles: 1,
    instructions: null,
  });
});

test('sizes read as people read them, in the page’s language', () => {
  expect(formatBytes(820, 'en')).toBe('820 byte');
  expect(formatBytes(14 * 1024, 'en')).toBe('14 kB');
  expect(formatBytes(2.4 * 1024 * 1024, 'en')).toBe('2.4 MB');
  expect(formatBytes(2.4 * 1024 * 1024, 'de')).toBe('2,4 MB');
});

test('editing through the reducer: kinds, size, number of files and instructions, with undo and redo', () => {
  const added = dispatch(openDocument(newQuizState('a1')), {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'q1',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
    questionType: 'fileUpload',
  } as QuizEvent);
  if (!added.ok) throw new Error(added.reason);
  let document = added.document;
  const definition = () => document.state.activities[0]!.items[0]!.definition;
  expect(definition()).toEqual({});
  const events = [
    { type: 'fileUpload.setKinds', itemId: 'q1', kinds: ['pdf', 'Image/*', '.PDF'] },
    { type: 'fileUpload.setMaxBytes', itemId: 'q1', maxBytes: 5 * 1024 * 1024 },
    { type: 'fileUpload.setMaxFiles', itemId: 'q1', maxFiles: 3 },
    { type: 'fileUpload.setInstructions', itemId: 'q1', instructions: 'Photograph each page.' },
    { type: 'fileUpload.setMaxBytes', itemId: 'q1', maxBytes: null },
    { type: 'fileUpload.setMaxFiles', itemId: 'q1', maxFiles: 1 },
  ] as unknown as QuizEvent[];
  for (const event of events) expect(QuizEventSchema.safeParse(event).success).toBe(true);
  const states: unknown[] = [definition()];
  for (const event of events) {
    const result = dispatch(document, event, { at: states.length * 10_000 });
    if (!result.ok) throw new Error(result.reason);
    document = result.document;
    states.push(definition());
  }
  expect(definition()).toEqual({ kinds: ['.pdf', 'image/*'], instructions: 'Photograph each page.' });
  for (let i = events.length - 1; i >= 0; i--) {
    document = undo(document);
    expect(definition()).toEqual(states[i]);
  }
  for (let i = 1; i <= events.length; i++) {
    document = redo(document);
    expect(definition()).toEqual(states[i]);
  }
});

test('typing in the kinds is one undo step; its events are refused on another type of question', () => {
  let document = dispatch(openDocument(newQuizState('a1')), {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'q1',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
    questionType: 'fileUpload',
  } as QuizEvent).document;
  const before = document.history.undos.length;
  for (const [at, kinds] of [
    [0, ['p']],
    [300, ['pd']],
    [600, ['pdf']],
  ] as const)
    document = dispatch(
      document,
      { type: 'fileUpload.setKinds', itemId: 'q1', kinds: [...kinds] } as QuizEvent,
      {
        at,
      },
    ).document;
  expect(document.history.undos.length - before).toBe(1);
  expect(undo(document).state.activities[0]!.items[0]!.definition).toEqual({});

  const essay = dispatch(openDocument(newQuizState('a1')), {
    type: 'item.addQuestion',
    activityId: 'a1',
    itemId: 'e1',
    optionIds: ['o1', 'o2', 'o3', 'o4'],
    questionType: 'essay',
  } as QuizEvent).document;
  const refused = dispatch(essay, { type: 'fileUpload.setMaxFiles', itemId: 'e1', maxFiles: 2 } as QuizEvent);
  expect(refused.ok).toBe(false);
});
