/**
 * A question answered by drawing on its picture (ADR 306): a file upload whose `drawing` asks the student to draw
 * on the question's image. It needs that image (said beside the switch), takes one file, always the PNG drawing and
 * the pictures its kinds name, is scored by hand as every file upload is, and is switched on and off through the
 * editor's reducer with undo and redo. A file upload without it is as it was.
 */
import { newQuizState } from '../../../../domain/quiz/editor/quizEditorState';
import type { QuizEvent } from '../../../../domain/quiz/editor/quizEvents';
import { QuizEventSchema } from '../../../../domain/quiz/editor/quizEvents';
import { dispatch, openDocument, redo, undo } from '../../../../domain/quiz/editor/quizEditorDocument';
import {
  ANSWER_FILE_MESSAGES,
  FILE_UPLOAD_MESSAGES,
  FileUploadDefinitionSchema,
  fileLimitsOf,
  fileRefusal,
  fileUploadType,
} from '../../domain/fileUpload';
import type { StoredQuestion } from '../../../shared/domain/questionType';
import { scoreQuestion } from '../../../shared/domain/registry';

const question = (definition: object): StoredQuestion => ({
  id: 4,
  title: 'Colour the roof red and the walls yellow.',
  isMultiple: false,
  options: [],
  rightAnswer: [],
  questionType: 'fileUpload',
  points: 2,
  definition,
});

const drawingFile = { name: 'drawing.png', size: 40_000, type: 'image/png' };

test('a drawing question needs the question’s image: the message shows beside the switch', () => {
  const item = (image: string | null | undefined, definition: object) => ({
    title: 'Colour the house.',
    textOptions: [],
    definition,
    ...(image === undefined ? {} : { image }),
  });
  expect(fileUploadType.validate(item(null, { drawing: true }))).toEqual([
    { field: 'drawing', message: FILE_UPLOAD_MESSAGES.noImage },
  ]);
  expect(fileUploadType.validate(item('', { drawing: true }))).toEqual([
    { field: 'drawing', message: FILE_UPLOAD_MESSAGES.noImage },
  ]);
  expect(fileUploadType.validate(item('/media/house.png', { drawing: true }))).toEqual([]);
  // An import checks before its pictures are stored: it does not know the image yet.
  expect(fileUploadType.validate(item(undefined, { drawing: true }))).toEqual([]);
  // A file upload that asks for no drawing needs no image, as before.
  expect(fileUploadType.validate(item(null, {}))).toEqual([]);
});

test('the definition says drawing only as true; other file uploads stay valid as they were', () => {
  expect(FileUploadDefinitionSchema.safeParse({ drawing: true }).success).toBe(true);
  expect(FileUploadDefinitionSchema.safeParse({ drawing: false }).success).toBe(false);
  expect(FileUploadDefinitionSchema.safeParse({ kinds: ['.pdf'], maxFiles: 3 }).success).toBe(true);
  expect(fileLimitsOf({ kinds: ['.pdf'], maxFiles: 3 })).toMatchObject({ kinds: ['.pdf'], maxFiles: 3 });
  expect(fileUploadType.studentView(question({ kinds: ['.pdf'] }))).not.toHaveProperty('drawing');
  expect(fileUploadType.studentView(question({ drawing: true }))).toMatchObject({
    drawing: true,
    maxFiles: 1,
  });
});

test('a drawing question takes one file: the PNG drawing, or a picture sent instead, never another kind', () => {
  const drawing = { drawing: true };
  expect(fileLimitsOf(drawing)).toMatchObject({ kinds: ['image/png', 'image/*'], maxFiles: 1 });
  expect(fileRefusal(drawing, drawingFile)).toBeUndefined();
  expect(fileRefusal(drawing, { name: 'photo.jpg', size: 90_000, type: 'image/jpeg' })).toBeUndefined();
  expect(fileRefusal(drawing, { name: 'report.pdf', size: 90_000, type: 'application/pdf' })).toBe(
    ANSWER_FILE_MESSAGES.wrongKind(['image/png', 'image/*']),
  );
  // Kinds the author named hold for the picture sent instead; the drawing is always taken.
  const jpegOnly = { drawing: true, kinds: ['.jpg'] };
  expect(fileRefusal(jpegOnly, drawingFile)).toBeUndefined();
  expect(fileRefusal(jpegOnly, { name: 'scan.gif', size: 9_000, type: 'image/gif' })).toBeDefined();
  expect(fileUploadType.checkResponse(question(drawing), [{ id: 'a', ...drawingFile }])).toBeUndefined();
  expect(
    fileUploadType.checkResponse(question(drawing), [
      { id: 'a', ...drawingFile },
      { id: 'b', ...drawingFile },
    ]),
  ).toBe(ANSWER_FILE_MESSAGES.tooManyFiles(1));
});

test('a drawing needs grading until a teacher gives points', () => {
  const sent = { response: [{ id: 'a', ...drawingFile }] };
  expect(scoreQuestion(question({ drawing: true }), sent)).toMatchObject({ needsGrading: true, earned: 0 });
  expect(scoreQuestion(question({ drawing: true }), { ...sent, handScore: 2 })).toMatchObject({
    needsGrading: false,
    earned: 2,
    correct: true,
  });
});

test('the switch is an editor event: on drops the number of files, off keeps the rest; undo and redo', () => {
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
  const events = [
    { type: 'fileUpload.setMaxFiles', itemId: 'q1', maxFiles: 3 },
    { type: 'fileUpload.setInstructions', itemId: 'q1', instructions: 'Use red for the roof.' },
    { type: 'fileUpload.setDrawing', itemId: 'q1', drawing: true },
    { type: 'fileUpload.setDrawing', itemId: 'q1', drawing: false },
  ] as unknown as QuizEvent[];
  for (const event of events) expect(QuizEventSchema.safeParse(event).success).toBe(true);
  const states: unknown[] = [definition()];
  for (const event of events) {
    const result = dispatch(document, event, { at: states.length * 10_000 });
    if (!result.ok) throw new Error(result.reason);
    document = result.document;
    states.push(definition());
  }
  expect(states[3]).toEqual({ instructions: 'Use red for the roof.', drawing: true });
  expect(definition()).toEqual({ instructions: 'Use red for the roof.' });
  for (let i = events.length - 1; i >= 0; i--) {
    document = undo(document);
    expect(definition()).toEqual(states[i]);
  }
  expect(definition()).toEqual({});
  for (let i = 1; i <= events.length; i++) {
    document = redo(document);
    expect(definition()).toEqual(states[i]);
  }
});
