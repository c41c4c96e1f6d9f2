import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  dispatch,
  openDocument,
  redo,
  undo,
  type QuizEditorDocument,
} from '../../../../src/domain/quiz/editor/quizEditorDocument';
import { newQuizState, type EditorItem } from '../../../../src/domain/quiz/editor/quizEditorState';
import { QuizEventSchema, type QuizEvent } from '../../../../src/domain/quiz/editor/quizEvents';
import { resolveEdit } from '../../../../src/domain/quiz/editor/quizEditorIntents';
import { fromQuiz, toPayload, QuizPayloadSchema } from '../../../../src/domain/quiz/quizPayload';
import { validateEditorState, validateQuiz } from '../../../../src/domain/quiz/quizValidation';
import { VIDEO_MOMENT_MESSAGES } from '../../../../src/domain/quiz/videoMoments/videoMoments';
import { placeAfterMove } from '../../../../src/domain/quiz/videoMoments/momentEvents';
import {
  draggedMoment,
  nudgedMoment,
  timelineLength,
} from '../../../../src/domain/quiz/videoMoments/videoTimeline';
import { storedQuiz } from '../../../support/quizFixtures';

const article = { id: 7, title: 'Energy in the cell' };

function apply(document: QuizEditorDocument, ...events: QuizEvent[]): QuizEditorDocument {
  let at = 0;
  return events.reduce((doc, event) => {
    const result = dispatch(doc, event, { at: (at += 100) });
    if (!result.ok) throw new Error(`${event.type} refused: ${result.reason}`);
    return result.document;
  }, document);
}

/** Each event its own step: far apart in time, as clicks a while apart are. */
function applyApart(document: QuizEditorDocument, ...events: QuizEvent[]): QuizEditorDocument {
  let at = 0;
  return events.reduce((doc, event) => {
    const result = dispatch(doc, event, { at: (at += 60_000) });
    if (!result.ok) throw new Error(`${event.type} refused: ${result.reason}`);
    return result.document;
  }, document);
}

const refusal = (document: QuizEditorDocument, event: QuizEvent) => {
  const result = dispatch(document, event);
  return result.ok ? 'accepted' : result.reason;
};

const options = (p: string) => [`${p}1`, `${p}2`, `${p}3`, `${p}4`];
const items = (doc: QuizEditorDocument) => doc.state.activities[0]!.items;
const item = (doc: QuizEditorDocument, id: string): EditorItem => items(doc).find((i) => i.originId === id)!;

/** A question above the video (q0), the video (v1), a question under it (q1), then a second video (v2). */
function quiz(): QuizEditorDocument {
  return apply(
    openDocument(newQuizState('a1', { title: 'Cells', isGraded: true })),
    { type: 'item.addQuestion', activityId: 'a1', itemId: 'q0', optionIds: options('x') },
    { type: 'item.addVideos', activityId: 'a1', videos: [{ itemId: 'v1', article }] },
    { type: 'item.addQuestion', activityId: 'a1', itemId: 'q1', optionIds: options('y') },
    {
      type: 'item.addVideos',
      activityId: 'a1',
      videos: [{ itemId: 'v2', article: { id: 8, title: 'Gases' } }],
    },
  );
}

describe('a question at a moment of the video above it', () => {
  it('is given a moment that pauses there, moved, made must-answer with a jump back, and cleared', () => {
    let doc = applyApart(quiz(), { type: 'moment.set', itemId: 'q1', at: 65.04 });
    // Seconds are kept to tenths; a new moment pauses the video and does not require an answer.
    expect(item(doc, 'q1').moment).toEqual({ at: 65, pause: true, mustAnswer: false });
    doc = applyApart(
      doc,
      { type: 'moment.change', itemId: 'q1', changes: { mustAnswer: true, jumpBackTo: 40 } },
      { type: 'moment.move', itemId: 'q1', at: 70 },
    );
    expect(item(doc, 'q1').moment).toEqual({ at: 70, pause: true, mustAnswer: true, jumpBackTo: 40 });
    // A video that does not stop cannot wait for an answer; must answer stops it again.
    doc = applyApart(doc, { type: 'moment.change', itemId: 'q1', changes: { pause: false } });
    expect(item(doc, 'q1').moment).toMatchObject({ pause: false, mustAnswer: false });
    doc = applyApart(doc, { type: 'moment.change', itemId: 'q1', changes: { mustAnswer: true } });
    expect(item(doc, 'q1').moment).toMatchObject({ pause: true, mustAnswer: true });
    doc = applyApart(doc, { type: 'moment.change', itemId: 'q1', changes: { jumpBackTo: null } });
    expect(item(doc, 'q1').moment).not.toHaveProperty('jumpBackTo');
    doc = applyApart(doc, { type: 'moment.clear', itemId: 'q1' });
    expect(item(doc, 'q1')).not.toHaveProperty('moment');
  });

  it('is refused to a question with no video above it in its activity, and to a video', () => {
    const doc = quiz();
    expect(refusal(doc, { type: 'moment.set', itemId: 'q0', at: 5 })).toBe('noVideoAbove');
    expect(refusal(doc, { type: 'moment.set', itemId: 'v1', at: 5 })).toBe('notAQuestion');
    expect(refusal(doc, { type: 'moment.move', itemId: 'q1', at: 5 })).toBe('noMoment');
    expect(refusal(doc, { type: 'moment.clear', itemId: 'q1' })).toBe('noMoment');
  });

  it('moving one mark again and again (the keyboard’s ±1 s) is one undo step', () => {
    let doc = applyApart(quiz(), { type: 'moment.set', itemId: 'q1', at: 10 });
    doc = apply(
      doc,
      { type: 'moment.move', itemId: 'q1', at: 11 },
      { type: 'moment.move', itemId: 'q1', at: 12 },
      { type: 'moment.move', itemId: 'q1', at: 17 },
    );
    expect(item(doc, 'q1').moment!.at).toBe(17);
    doc = undo(doc);
    expect(item(doc, 'q1').moment!.at).toBe(10);
  });

  it('a new question at a moment goes after the last item of its video’s part, as one undo step', () => {
    const before = quiz();
    const resolved = resolveEdit(
      before.state,
      { type: 'editor.addQuestionAt', videoItemId: 'v1', at: 12.34, questionType: 'trueFalse' },
      { prefix: 's', counter: 0 },
      { now: new Date(0), subscriptionEndsAt: null },
    )!;
    expect(QuizEventSchema.safeParse(resolved.event).success).toBe(true);
    const doc = apply(before, resolved.event);
    expect(items(doc).map((i) => i.originId)).toEqual(['q0', 'v1', 'q1', 's-1', 'v2']);
    expect(items(doc).map((i) => i.sortIndex)).toEqual([1, 2, 3, 4, 5]);
    expect(item(doc, 's-1')).toMatchObject({
      questionType: 'trueFalse',
      moment: { at: 12.3, pause: true, mustAnswer: false },
    });
    expect(items(undo(doc)).map((i) => i.originId)).toEqual(['q0', 'v1', 'q1', 'v2']);
    expect(
      refusal(before, {
        type: 'moment.addQuestion',
        videoItemId: 'q1',
        itemId: 'n',
        optionIds: options('n'),
        at: 1,
      }),
    ).toBe('notAVideo');
  });
});

describe('a video’s settings, chapters and notes', () => {
  it('prevent skipping, a share to watch and the speeds offered; normal speed is always offered', () => {
    let doc = applyApart(
      quiz(),
      { type: 'video.setPlayback', itemId: 'v1', changes: { preventSkipping: true, requireWatched: 100 } },
      { type: 'video.setPlayback', itemId: 'v1', changes: { speeds: [1, 0.5, 1.5] } },
    );
    expect(item(doc, 'v1').video).toEqual({
      preventSkipping: true,
      requireWatched: 100,
      speeds: [0.5, 1, 1.5],
    });
    expect(refusal(doc, { type: 'video.setPlayback', itemId: 'v1', changes: { speeds: [0.5, 2] } })).toBe(
      'normalSpeed',
    );
    expect(
      refusal(doc, { type: 'video.setPlayback', itemId: 'q1', changes: { preventSkipping: true } }),
    ).toBe('notAVideo');
    // Every speed is the default, and a video that says nothing is a plain video again.
    doc = applyApart(
      doc,
      { type: 'video.setPlayback', itemId: 'v1', changes: { speeds: [0.5, 0.75, 1, 1.25, 1.5, 2] } },
      { type: 'video.setPlayback', itemId: 'v1', changes: { preventSkipping: false, requireWatched: null } },
    );
    expect(item(doc, 'v1')).not.toHaveProperty('video');
  });

  it('chapters and notes stay in the order of their moments as they are added and moved', () => {
    let doc = applyApart(
      quiz(),
      { type: 'videoChapter.add', itemId: 'v1', at: 60, title: 'Glycolysis' },
      { type: 'videoChapter.add', itemId: 'v1', at: 0, title: 'Introduction' },
      { type: 'videoChapter.add', itemId: 'v1', at: 120, title: 'Krebs cycle' },
      { type: 'videoNote.add', itemId: 'v1', at: 30, text: '<p>ATP</p>' },
    );
    const titles = (d: QuizEditorDocument) => item(d, 'v1').video!.chapters!.map((c) => `${c.at} ${c.title}`);
    expect(titles(doc)).toEqual(['0 Introduction', '60 Glycolysis', '120 Krebs cycle']);
    expect(placeAfterMove(item(doc, 'v1').video!.chapters!, 2, 30)).toBe(1);
    doc = applyApart(
      doc,
      { type: 'videoChapter.move', itemId: 'v1', index: 2, at: 30 },
      { type: 'videoChapter.setTitle', itemId: 'v1', index: 0, title: 'Intro' },
    );
    expect(titles(doc)).toEqual(['0 Intro', '30 Krebs cycle', '60 Glycolysis']);
    doc = applyApart(
      doc,
      { type: 'videoNote.setText', itemId: 'v1', index: 0, text: '<p>ATP is energy</p>' },
      { type: 'videoNote.move', itemId: 'v1', index: 0, at: 45.06 },
    );
    expect(item(doc, 'v1').video!.notes).toEqual([{ at: 45.1, text: '<p>ATP is energy</p>' }]);
    expect(refusal(doc, { type: 'videoNote.remove', itemId: 'v1', index: 1 })).toBe('indexOutOfRange');
    doc = applyApart(
      doc,
      { type: 'videoNote.remove', itemId: 'v1', index: 0 },
      { type: 'videoChapter.remove', itemId: 'v1', index: 0 },
      { type: 'videoChapter.remove', itemId: 'v1', index: 0 },
      { type: 'videoChapter.remove', itemId: 'v1', index: 0 },
    );
    expect(item(doc, 'v1')).not.toHaveProperty('video');
  });
});

describe('undo and redo', () => {
  it('every change of a moment or a video is an undo step: undoing all returns the quiz, redoing all the edit', () => {
    const start = quiz();
    const events: QuizEvent[] = [
      { type: 'moment.set', itemId: 'q1', at: 20 },
      { type: 'moment.change', itemId: 'q1', changes: { mustAnswer: true } },
      { type: 'moment.change', itemId: 'q1', changes: { jumpBackTo: 5 } },
      { type: 'moment.move', itemId: 'q1', at: 25 },
      { type: 'moment.addQuestion', videoItemId: 'v1', itemId: 'n1', optionIds: options('n'), at: 40 },
      { type: 'video.setPlayback', itemId: 'v1', changes: { preventSkipping: true } },
      { type: 'video.setPlayback', itemId: 'v1', changes: { requireWatched: 90 } },
      { type: 'video.setPlayback', itemId: 'v1', changes: { speeds: [0.75, 1] } },
      { type: 'videoChapter.add', itemId: 'v1', at: 0, title: 'Start' },
      { type: 'videoChapter.move', itemId: 'v1', index: 0, at: 3 },
      { type: 'videoNote.add', itemId: 'v1', at: 10, text: 'Look at the membrane' },
      { type: 'moment.clear', itemId: 'n1' },
    ];
    const end = applyApart(start, ...events);
    let doc = end;
    for (let step = 0; step < events.length; step++) doc = undo(doc);
    expect(doc.state.activities).toEqual(start.state.activities);
    // What was there before (the items added) is still undoable: the steps were the moments' only.
    expect(canUndo(doc)).toBe(true);
    for (let step = 0; step < events.length; step++) doc = redo(doc);
    expect(canRedo(doc)).toBe(false);
    expect(doc.state.activities).toEqual(end.state.activities);
  });
});

describe('the save checks and the payload', () => {
  it('a jump back at or after its moment is marked beside its field, by the item’s local id', () => {
    const doc = applyApart(
      quiz(),
      { type: 'question.setTitle', itemId: 'q0', title: 'Which organelle?' },
      { type: 'question.setTitle', itemId: 'q1', title: 'Which organelle makes ATP?' },
      { type: 'moment.set', itemId: 'q1', at: 30 },
      { type: 'moment.change', itemId: 'q1', changes: { jumpBackTo: 30 } },
    );
    const checked = validateEditorState(doc.state, 'user', 'edit');
    expect(checked.messages).toContain(VIDEO_MOMENT_MESSAGES.jumpBackAfter);
    expect(checked.fieldErrors.get('item.q1.moment.jumpBackTo')).toBe(VIDEO_MOMENT_MESSAGES.jumpBackAfter);
  });

  it('a question moved above its video keeps its moment and is refused on save', () => {
    const doc = applyApart(
      quiz(),
      { type: 'question.setTitle', itemId: 'q0', title: 'Which organelle?' },
      { type: 'question.setTitle', itemId: 'q1', title: 'Which organelle makes ATP?' },
      { type: 'moment.set', itemId: 'q1', at: 30 },
      { type: 'item.reorder', itemId: 'q1', toIndex: 0 },
    );
    const payload = toPayload(doc.state, 'user', 'create');
    const issues = validateQuiz({ ...payload, quizType: null }, 'user', 'create').filter((issue) =>
      issue.field.includes('.moment'),
    );
    expect(issues).toEqual([
      { field: 'activities.0.items.0.moment', message: VIDEO_MOMENT_MESSAGES.noVideoBefore },
    ]);
  });

  it('moments and video settings go out in the payload and come back in the editor unchanged', () => {
    const doc = applyApart(
      quiz(),
      { type: 'moment.set', itemId: 'q1', at: 30 },
      { type: 'moment.change', itemId: 'q1', changes: { mustAnswer: true, jumpBackTo: 12.5 } },
      { type: 'video.setPlayback', itemId: 'v1', changes: { preventSkipping: true, speeds: [1, 2] } },
      { type: 'videoChapter.add', itemId: 'v1', at: 0, title: 'Start' },
      { type: 'videoNote.add', itemId: 'v1', at: 8, text: '<p>Note</p>' },
    );
    const payload = QuizPayloadSchema.parse(toPayload(doc.state, 'user', 'create'));
    const [q0, v1, q1, v2] = payload.activities[0]!.items;
    expect(q0).not.toHaveProperty('moment');
    expect(q1!.moment).toEqual({ at: 30, pause: true, mustAnswer: true, jumpBackTo: 12.5 });
    expect(v1!.video).toEqual({
      preventSkipping: true,
      speeds: [1, 2],
      chapters: [{ at: 0, title: 'Start' }],
      notes: [{ at: 8, text: '<p>Note</p>' }],
    });
    expect(v2).not.toHaveProperty('video');
    // As the server answers it: ids given, the fields as they were sent.
    const reopened = fromQuiz(
      storedQuiz({
        activities: [
          {
            id: 1,
            title: 'Activity 1',
            sortIndex: 1,
            items: payload.activities[0]!.items.map((sent, i) => ({
              id: 10 + i,
              sortIndex: i + 1,
              type: sent.type,
              title: sent.title,
              image: null,
              isMultiple: sent.isMultiple,
              rightAnswer: [],
              article: sent.type === 1 ? article : null,
              textOptions: [],
              questionOrder: null,
              ...(sent.moment ? { moment: sent.moment } : {}),
              ...(sent.video ? { video: sent.video } : {}),
            })),
          },
        ],
      }),
    );
    const [, rv1, rq1] = reopened.activities[0]!.items;
    expect(rq1!.moment).toEqual(item(doc, 'q1').moment);
    expect(rv1!.video).toEqual(item(doc, 'v1').video);
  });
});

describe('the timeline’s arithmetic', () => {
  it.each([
    [{ key: 'ArrowRight', shiftKey: false }, 10, 11],
    [{ key: 'ArrowLeft', shiftKey: false }, 10, 9],
    [{ key: 'ArrowRight', shiftKey: true }, 10, 15],
    [{ key: 'ArrowLeft', shiftKey: true }, 3, 0],
    [{ key: 'ArrowRight', shiftKey: true }, 58, 60],
    [{ key: 'Enter', shiftKey: false }, 10, null],
  ])('%o moves a mark at %d s of a 60 s video to %s', (press, at, expected) => {
    expect(nudgedMoment(at, press, 60)).toBe(expected);
  });

  it('a drag moves by the share of the strip it crossed, to whole seconds, inside the video', () => {
    expect(draggedMoment(10, 100, 600, 60)).toBe(20);
    expect(draggedMoment(10, -600, 600, 60)).toBe(0);
    expect(draggedMoment(10, 5000, 600, 60)).toBe(60);
  });

  it('a video whose length is not known yet spans a minute, or a little past its last mark', () => {
    expect(timelineLength(125.5, [{ at: 3 }])).toBe(125.5);
    expect(timelineLength(null, [{ at: 3 }])).toBe(60);
    expect(timelineLength(null, [{ at: 65 }])).toBe(80);
  });
});

describe('a video item without its catalog video (an imported H5P video, ADR 349)', () => {
  /** As the server answers a quiz whose video item has no article: a question at 0:04 of it under it. */
  function imported(): QuizEditorDocument {
    const state = fromQuiz(
      storedQuiz({
        activities: [
          {
            id: 1,
            title: 'Imported',
            sortIndex: 1,
            items: [
              { id: 10, type: 1 as const, title: '', article: null },
              {
                id: 11,
                type: 2 as const,
                title: 'Which organelle?',
                article: null,
                moment: { at: 4, pause: true, mustAnswer: true },
              },
            ].map((i, index) => ({
              ...i,
              sortIndex: index + 1,
              image: null,
              isMultiple: false,
              rightAnswer: [],
              textOptions: [],
              questionOrder: null,
            })),
          },
        ],
      }),
    );
    return openDocument(state);
  }

  it('gets the video chosen for it, its questions keeping their moments; undo takes it back', () => {
    const doc = imported();
    const [video, question] = items(doc);
    const chosen = apply(doc, { type: 'video.setArticle', itemId: video!.originId, article });
    expect(items(chosen)[0]!.article).toEqual(article);
    expect(items(chosen)[0]!.title).toBe(article.title);
    expect(items(chosen)[1]!.moment).toEqual(question!.moment);
    expect(items(undo(chosen))[0]!.article).toBeNull();
  });

  it('is refused for a video that has its video, a video already in the quiz, or a question', () => {
    const doc = imported();
    const [video, question] = items(doc);
    const chosen = apply(doc, { type: 'video.setArticle', itemId: video!.originId, article });
    expect(
      refusal(chosen, {
        type: 'video.setArticle',
        itemId: video!.originId,
        article: { id: 8, title: 'Other' },
      }),
    ).toBe('videoAlreadyAdded');
    const twice = apply(imported(), {
      type: 'item.addVideos',
      activityId: doc.state.activities[0]!.originId,
      videos: [{ itemId: 'v9', article }],
    });
    expect(refusal(twice, { type: 'video.setArticle', itemId: video!.originId, article })).toBe(
      'videoAlreadyAdded',
    );
    expect(refusal(doc, { type: 'video.setArticle', itemId: question!.originId, article })).toBe('notAVideo');
    expect(QuizEventSchema.safeParse({ type: 'video.setArticle', itemId: 'x', article }).success).toBe(true);
  });
});
