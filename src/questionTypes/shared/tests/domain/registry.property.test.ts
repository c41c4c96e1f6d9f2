/**
 * Every registered question type at once (ADR 195): its scorer's properties and its editor events through the
 * event-sourced editor with undo and redo. A type added to the registry runs here as soon as it has a sample.
 */
import fc from 'fast-check';
import {
  dispatch,
  openDocument,
  redo,
  undo,
  type QuizEditorDocument,
} from '../../../../domain/quiz/editor/quizEditorDocument';
import { newQuizState } from '../../../../domain/quiz/editor/quizEditorState';
import { QuizEventSchema } from '../../../../domain/quiz/editor/quizEvents';
import { pointsOf } from '../../domain/questionType';
import { QUESTION_TYPES, questionTypeOf, scoreQuestion, storedTypeOf } from '../../domain/registry';
import { TYPE_SAMPLES } from './typeSamples';

const names = QUESTION_TYPES.map((type) => type.name);

test('every registered type has a sample, and every type of the registry is found by its name', () => {
  expect(Object.keys(TYPE_SAMPLES).sort()).toEqual([...names].sort());
  for (const name of names) expect(questionTypeOf(name)?.name).toBe(name);
  expect(questionTypeOf(undefined)?.name).toBe('choice');
});

describe.each(names)('the %s type', (name) => {
  const sample = TYPE_SAMPLES[name];

  test('scores every answer between 0 and the question’s points, needing grading only when scored by hand', () => {
    fc.assert(
      fc.property(
        sample.question.chain((q) => fc.tuple(fc.constant(q), sample.answer(q))),
        ([question, answer]) => {
          const score = scoreQuestion(question, answer);
          expect(score.max).toBe(pointsOf(question));
          expect(score.earned).toBeGreaterThanOrEqual(0);
          expect(score.earned).toBeLessThanOrEqual(score.max);
          if (score.needsGrading) expect(score.earned).toBe(0);
          const ungraded = answer !== undefined && answer.handScore === undefined;
          if (!sample.handScored || !ungraded) expect(score.needsGrading).toBe(false);
          if (score.correct) expect(score.earned).toBe(score.max);
        },
      ),
    );
  });

  test('gives full marks for the right answer and nothing for no answer', () => {
    if (sample.asksNothing) {
      // A text block asks nothing: whatever is sent, it is worth nothing and is never right.
      fc.assert(
        fc.property(
          sample.question.chain((q) => fc.tuple(fc.constant(q), sample.answer(q))),
          ([q, answer]) => {
            expect(scoreQuestion(q, answer)).toMatchObject({ correct: false, earned: 0, max: 0 });
          },
        ),
      );
      return;
    }
    fc.assert(
      fc.property(sample.question, (question) => {
        const right = scoreQuestion(question, sample.right(question));
        expect(right).toMatchObject({ correct: true, earned: pointsOf(question) });
        expect(scoreQuestion(question, undefined)).toMatchObject({ correct: false, earned: 0 });
      }),
    );
  });

  test('shows a student nothing of the solution', () => {
    fc.assert(
      fc.property(sample.question, (question) => {
        const view = JSON.stringify(storedTypeOf(question).studentView(question));
        for (const secret of sample.solution(question)) expect(view).not.toContain(secret);
      }),
    );
  });

  test('its edits are editor events: undoing them all gives the new question back, redoing gives the edits', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50), { minLength: 1, maxLength: 25 }), (ks) => {
        let n = 0;
        const nextId = () => `id${++n}`;
        const itemId = nextId();
        let doc: QuizEditorDocument = openDocument(newQuizState('a1'));
        const added = dispatch(doc, {
          type: 'item.addQuestion',
          activityId: 'a1',
          itemId,
          optionIds: [nextId(), nextId(), nextId(), nextId()],
          ...(name === 'choice' ? {} : { questionType: name }),
        });
        expect(added.ok).toBe(true);
        doc = added.document;
        const start = doc.state;
        const startDepth = doc.history.undos.length;
        ks.forEach((k, index) => {
          const item = doc.state.activities[0]!.items[0]!;
          const event = sample.edit(item, k, nextId);
          expect(QuizEventSchema.safeParse(event).success).toBe(true);
          const result = dispatch(doc, event, { at: index * 10_000 });
          // An accepted edit that changes nothing (toggling a single choice's only right answer) is no undo step.
          if (result.ok && result.document.history.undos.length === doc.history.undos.length) {
            expect(result.document.state.activities).toEqual(doc.state.activities);
          }
          doc = result.document;
        });
        // Each edit that changed something is one step (edits 10 s apart never group as typing).
        const steps = doc.history.undos.length - startDepth;
        const end = doc.state;
        for (let i = 0; i < steps; i++) doc = undo(doc);
        expect(doc.state.activities).toEqual(start.activities);
        for (let i = 0; i < steps; i++) doc = redo(doc);
        expect(doc.state.activities).toEqual(end.activities);
      }),
      { numRuns: 60 },
    );
  });

  test('its events are refused on a question of another type and on a video', () => {
    // A text block has no events of its own: its text is the question text every item has.
    if (sample.asksNothing) return expect(questionTypeOf(name)?.events).toEqual([]);
    const other = names.find((candidate) => candidate !== name)!;
    let doc = openDocument(newQuizState('a1'));
    doc = dispatch(doc, {
      type: 'item.addQuestion',
      activityId: 'a1',
      itemId: 'q',
      optionIds: ['o1', 'o2', 'o3', 'o4'],
      ...(other === 'choice' ? {} : { questionType: other }),
    }).document;
    doc = dispatch(doc, {
      type: 'item.addVideos',
      activityId: 'a1',
      videos: [{ itemId: 'v', article: { id: 1, title: 'Clip' } }],
    }).document;
    let probe = openDocument(newQuizState('a1'));
    probe = dispatch(probe, {
      type: 'item.addQuestion',
      activityId: 'a1',
      itemId: 'q',
      optionIds: ['o1', 'o2', 'o3', 'o4'],
      ...(name === 'choice' ? {} : { questionType: name }),
    }).document;
    const event = sample.edit(probe.state.activities[0]!.items[0]!, 0, () => 'fresh');
    expect(dispatch(doc, event)).toMatchObject({ ok: false, reason: 'otherQuestionType' });
    expect(dispatch(doc, { ...event, itemId: 'v' } as typeof event)).toMatchObject({
      ok: false,
      reason: 'notAQuestion',
    });
  });
});
