/**
 * A rebuilt section quiz holds its articles' template questions whole: a template with one question of every
 * registered type (the registry's samples), each with points, feedback, a hint, option feedback and pictures where
 * the type has them, a second version, a moment and the video's settings, is rebuilt into a section quiz that the
 * editor reads back equal to the template (ids aside, options mapped consistently), and that a student scores right
 * on every type. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import fc from 'fast-check';
import { samplePng } from '../../../../server/seed/documents';
import { QUIZ_PATHS } from '../../../../src/api/quiz/quizzesContract';
import { TAKE_PATHS } from '../../../../src/api/take/takeContract';
import { QuizSchema, type Quiz, type QuizItem } from '../../../../src/domain/quiz/quiz';
import { attemptSeed } from '../../../../src/domain/take/attemptSeed';
import { calculatedDraw } from '../../../../src/questionTypes/calculated/domain/calculated';
import type { StoredQuestion } from '../../../../src/questionTypes/shared/domain/questionType';
import {
  QUESTION_TYPE_NAMES,
  type QuestionTypeName,
} from '../../../../src/questionTypes/shared/domain/registry';
import { TYPE_SAMPLES } from '../../../../src/questionTypes/shared/tests/domain/typeSamples';
import { ITEM_BASE } from '../../../../src/questionTypes/shared/tests/server/questionTypeQuizzes';
import { multipartFile } from '../../multipartFile';
import { postgresTestApp } from '../../postgresTestApp';
import { assign, insertClip, take } from '../../take/takeFixtures';
import { bearer, call, createTestApp, type TestApp } from '../../testApp';
import { postFile } from '../everyFeatureQuiz';

const VIDEO_SETTINGS = {
  preventSkipping: true,
  speeds: [0.75, 1, 1.5],
  chapters: [
    { at: 0, title: 'Glycolysis' },
    { at: 95.5, title: 'The Krebs cycle' },
  ],
  notes: [{ at: 30, text: '<p>Watch the inner membrane.</p>' }],
};
const MOMENT = { at: 42.5, pause: true, mustAnswer: false };
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** One question of the type, from the registry's samples, with every part a template question can have. */
function templateQuestion(name: QuestionTypeName, index: number, picture: { src: string; alt: string }) {
  const sample = fc.sample(TYPE_SAMPLES[name].question, { numRuns: 1, seed: 7 })[0]!;
  const plain = TYPE_SAMPLES[name].asksNothing === true;
  const definition =
    name === 'matching'
      ? withPromptPicture(sample.definition as { pairs: object[] }, picture)
      : sample.definition;
  return {
    ...ITEM_BASE,
    title: `<p>${index + 1}. ${sample.title}</p>`,
    image: name === 'hotspot' ? picture.src : null,
    isMultiple: sample.isMultiple,
    textOptions: sample.options.map((option, at) => ({
      id: `o${option.id}`,
      text: option.text,
      feedback: `Why ${option.text} is ${sample.rightAnswer.includes(option.id) ? 'right' : 'wrong'}.`,
      ...(at === 0 ? { picture } : {}),
    })),
    rightAnswer: sample.rightAnswer.map((id) => `o${id}`),
    ...(name === 'choice' ? {} : { questionType: name }),
    ...(definition && Object.keys(definition).length > 0 ? { definition } : {}),
    // A text block asks nothing: no points, feedback or hints.
    ...(plain
      ? { points: 0 }
      : {
          points: index + 2,
          feedback: `<p>What ${name} asks of the student.</p>`,
          hints: [
            { text: `<p>A hint for ${name}.</p>`, penalty: 0.25 },
            { text: `<p>The solution of ${name}.</p>`, penalty: 1, solution: true },
          ],
        }),
    ...(name === 'choice'
      ? {
          versions: [
            {
              title: `<p>${index + 1}. ${sample.title} (again)</p>`,
              options: sample.options.map((option) => ({ text: `${option.text} again`, feedback: 'Again.' })),
            },
          ],
        }
      : {}),
    ...(name === 'trueFalse' ? { moment: MOMENT } : {}),
  };
}

const withPromptPicture = (definition: { pairs: object[] }, picture: object) => ({
  ...definition,
  pairs: definition.pairs.map((pair, at) => (at === 0 ? { ...pair, promptPicture: picture } : pair)),
});

/** An item as the editor shows it, its ids left out and its options named by position. */
function comparable(item: QuizItem) {
  const position = new Map(item.textOptions.map((option, at) => [option.id, `option ${at + 1}`]));
  const { id: _id, textOptions, rightAnswer, ...rest } = item;
  return {
    ...rest,
    textOptions: textOptions.map(({ id, ...option }) => ({ ...option, ref: position.get(id) })),
    rightAnswer: rightAnswer.map((id) => position.get(id) ?? `unknown option ${id}`),
  };
}

const typeOf = (item: QuizItem) => (item.questionType ?? 'choice') as QuestionTypeName;
const asStored = (item: QuizItem): StoredQuestion => ({ ...item, options: item.textOptions });

function suite(name: string, open: () => Promise<TestApp>, close: () => Promise<void>) {
  describe(name, () => {
    let t: TestApp;
    let superAdmin: { authorization: string };
    beforeAll(async () => {
      t = await open();
      superAdmin = bearer((await t.signIn('super@demo.test')).accessToken);
    }, 120_000);
    afterAll(() => close());

    const read = async (kind: 'template' | 'library', id: number): Promise<Quiz> => {
      const response = await call(t.app, { url: QUIZ_PATHS.one(kind, id), headers: superAdmin });
      expect(response.status).toBe(200);
      return QuizSchema.parse(response.body.content);
    };

    /** A published article with its video, alone in a section of its own. */
    async function sectionArticle() {
      const { id: sectionId } = await t.db
        .insertInto('sections')
        .values({ title: 'Bioenergetics', product: 'core', article_type: 'journal', parent_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const articleId = await insertClip(t);
      await t.db.updateTable('articles').set({ section_id: sectionId }).where('id', '=', articleId).execute();
      return { sectionId, articleId };
    }

    /** The article's template quiz of one activity holding `items`, saved as the editor saves it. */
    const createTemplate = (articleId: number, items: object[]) =>
      call(t.app, {
        method: 'POST',
        url: QUIZ_PATHS.create('template'),
        headers: superAdmin,
        payload: {
          title: 'Cellular respiration: every question type',
          tags: [],
          article: articleId,
          startDate: null,
          endDate: null,
          isGraded: true,
          duration: null,
          showCaption: false,
          restrictNonInstitutional: false,
          activities: [
            {
              title: 'Activity 1',
              sortIndex: 1,
              items: items.map((item, at) => ({ ...item, sortIndex: at + 1 })),
            },
          ],
        },
      });

    /** A new section quiz of the library for the section, not built yet. */
    async function sectionQuiz(sectionId: number) {
      const { id } = await t.db
        .insertInto('quizzes')
        .values({ kind: 'library', quiz_type: 'section', section_id: sectionId, title: 'Bioenergetics Quiz' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    }

    /** The article's template: its video with settings, then one question of every type; and its section quiz. */
    async function articleWithTemplate() {
      const { sectionId, articleId } = await sectionArticle();
      const token = superAdmin.authorization.slice('Bearer '.length);
      const png = samplePng(40, 30);
      const image = await postFile(t, token, QUIZ_PATHS.uploadImage, 'cell.png', png, 'image/png');
      expect(image.statusCode).toBe(200);
      const picture = { src: (image.json() as { content: { url: string } }).content.url, alt: 'A cell' };
      const video = {
        ...ITEM_BASE,
        type: 1,
        article: articleId,
        title: 'Cellular respiration',
        video: VIDEO_SETTINGS,
      };
      const questions = QUESTION_TYPE_NAMES.map((type, at) => templateQuestion(type, at, picture));
      const created = await createTemplate(articleId, [video, ...questions]);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return { templateId: created.body.content.id as number, quizId: await sectionQuiz(sectionId) };
    }

    async function rebuild(quizId: number) {
      const response = await call(t.app, {
        url: `/api/admin/quiz/update_section_quiz_library/${quizId}`,
        headers: superAdmin,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return read('library', quizId);
    }

    test('the rebuilt quiz holds every question of the template as the template has it, ids aside', async () => {
      const { templateId, quizId } = await articleWithTemplate();
      const template = await read('template', templateId);
      const rebuilt = await rebuild(quizId);
      const [source] = template.activities;
      expect(rebuilt.activities).toHaveLength(1);
      const [copy] = rebuilt.activities;
      expect(copy!.items.map(comparable)).toEqual(source!.items.map(comparable));
      // And that is all the template had: every registered type, each with its points, feedback and hints, the
      // choice's option feedback, picture and second version, the matching prompt's picture, the moment, the video's
      // settings.
      const questions = copy!.items.filter((item) => item.type === 2);
      expect(questions.map(typeOf)).toEqual(QUESTION_TYPE_NAMES);
      for (const item of questions.filter((question) => !TYPE_SAMPLES[typeOf(question)].asksNothing))
        expect(item, typeOf(item)).toMatchObject({
          points: expect.any(Number),
          feedback: expect.any(String),
        });
      expect(questions.filter((item) => item.hints?.length === 2)).toHaveLength(questions.length - 1);
      const choice = questions.find((item) => typeOf(item) === 'choice')!;
      expect(choice.versions).toHaveLength(1);
      expect(choice.textOptions[0]).toMatchObject({
        picture: { alt: 'A cell' },
        feedback: expect.any(String),
      });
      expect(choice.rightAnswer).toEqual([choice.textOptions[0]!.id]);
      const matching = questions.find((item) => typeOf(item) === 'matching')!;
      const [pair] = (matching.definition as { pairs: { promptPicture?: object }[] }).pairs;
      expect(pair!.promptPicture).toMatchObject({ alt: 'A cell' });
      expect(questions.find((item) => typeOf(item) === 'trueFalse')!.moment).toEqual(MOMENT);
      expect(copy!.items[0]!.video).toEqual(VIDEO_SETTINGS);
      // A copy: new rows of the section quiz, the template's untouched.
      const items = (quiz: Quiz) => quiz.activities.flatMap((activity) => activity.items);
      const options = (quiz: Quiz) => items(quiz).flatMap((item) => item.textOptions);
      const itemIds = new Set(items(template).map((item) => item.id));
      const optionIds = new Set(options(template).map((option) => option.id));
      expect(items(rebuilt).filter((item) => itemIds.has(item.id))).toEqual([]);
      expect(options(rebuilt).filter((option) => optionIds.has(option.id))).toEqual([]);
      expect(await read('template', templateId)).toEqual(template);
    });

    test("a question under another article's video in the template is asked beside the rebuilt video", async () => {
      const { sectionId, articleId } = await sectionArticle();
      const otherVideo = await insertClip(t);
      const question = {
        ...ITEM_BASE,
        title: '<p>Where does glycolysis happen?</p>',
        textOptions: [
          { id: 'a', text: 'Cytoplasm' },
          { id: 'b', text: 'Nucleus' },
        ],
        rightAnswer: ['a'],
      };
      const created = await createTemplate(articleId, [
        { ...ITEM_BASE, type: 1, article: otherVideo, title: 'Another clip', video: VIDEO_SETTINGS },
        { ...question, moment: MOMENT },
      ]);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const rebuilt = await rebuild(await sectionQuiz(sectionId));
      // Its moment is a second of another video: the article's own video has no such moment, nor those settings.
      const [video, copied] = rebuilt.activities[0]!.items;
      expect(video).toMatchObject({ type: 1, article: { id: articleId } });
      expect(video!.video).toBeUndefined();
      expect(copied).toMatchObject({
        title: question.title,
        textOptions: [{ text: 'Cytoplasm' }, { text: 'Nucleus' }],
      });
      expect(copied!.moment).toBeUndefined();
      expect(copied!.rightAnswer).toEqual([copied!.textOptions[0]!.id]);
    });

    test('a student taking the rebuilt quiz scores a right answer right for every question type', async () => {
      const { quizId } = await articleWithTemplate();
      const rebuilt = await rebuild(quizId);
      const questions = rebuilt.activities[0]!.items.filter((item) => item.type === 2);
      const student = take(t);
      const link = await assign(t, quizId, 'ada@school.test');
      expect((await student.start(link.token)).status).toBe(200);
      const handScored: QuizItem[] = [];
      for (const item of questions) {
        const name = typeOf(item);
        const sample = TYPE_SAMPLES[name];
        if (sample.asksNothing) continue;
        if (sample.handScored) handScored.push(item);
        const saved =
          name === 'fileUpload'
            ? await call(t.app, {
                method: 'POST',
                url: TAKE_PATHS.answerFiles(link.token, item.id),
                ...multipartFile('working.pdf', PDF, 'application/pdf'),
              })
            : await call(t.app, {
                method: 'PUT',
                url: TAKE_PATHS.answer(link.token, item.id),
                payload: { timeSpentMs: 1000, ...rightAnswer(name, asStored(item), link.id) },
              });
        expect(saved.status, `${name}: ${JSON.stringify(saved.body)}`).toBe(200);
      }
      const submitted = await student.submit(link.token);
      expect(submitted.status).toBe(200);
      const { review, needsGrading } = submitted.body.content as {
        review: Record<string, { earned: number; max: number; correct: boolean }>;
        needsGrading: boolean;
      };
      // A question scored by hand (an essay, a file) waits for its teacher: its points are all still to give.
      expect(needsGrading).toBe(handScored.length > 0);
      const asked = questions.filter((item) => !TYPE_SAMPLES[typeOf(item)].asksNothing);
      expect(
        asked.map((item) => ({
          type: typeOf(item),
          earned: review[item.id]?.earned,
          max: review[item.id]?.max,
          correct: review[item.id]?.correct,
        })),
      ).toEqual(
        asked.map((item) => ({
          type: typeOf(item),
          earned: handScored.includes(item) ? 0 : item.points,
          max: item.points,
          correct: !handScored.includes(item),
        })),
      );
    });
  });
}

/** The sample's full-marks answer; a calculated question's is the one drawn for this attempt (ADR 291). */
function rightAnswer(name: QuestionTypeName, question: StoredQuestion, assignmentId: number) {
  if (name === 'calculated')
    return {
      response: calculatedDraw(question, attemptSeed({ id: assignmentId, attempt_number: 1 })).answerShown,
    };
  const { handScore: _teachers, ...answer } = TYPE_SAMPLES[name].right(question);
  return answer;
}

let pglite: TestApp | undefined;
suite(
  'on PGlite',
  async () => (pglite = await createTestApp()),
  async () => pglite?.close(),
);

const url = process.env.TEST_DATABASE_URL;
const postgres = url ? postgresTestApp(url, 'console_rebuild') : undefined;
if (postgres)
  suite(
    'on PostgreSQL',
    () => postgres.start(),
    () => postgres.stop(),
  );
