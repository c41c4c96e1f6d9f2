/**
 * All or nothing from the real samples (ADR 292): IMS's three blanks items (fib.xml, fib_str.xml, item_no_title.xml)
 * give their points in one condition that asks for every gap. Uploaded through the import route, each comes in as an
 * all-or-nothing fill-in-the-blanks question without a note on its scoring, and a student with one gap wrong earns
 * nothing while every gap right earns every point.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createTestApp, type TestApp } from '../testApp';
import { importedQuizPlay, titled } from './importedQuizPlay';

const ITEMS = resolve(__dirname, '../../../../shared/formats/samples/lms/instructure-qti/items_1.2');

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

test.each(['fib.xml', 'fib_str.xml', 'item_no_title.xml'])(
  '%s comes in all or nothing: one gap wrong earns nothing, every gap right earns its points',
  async (file) => {
    const { content, templates } = await play.upload(file, new Uint8Array(readFileSync(join(ITEMS, file))));
    expect(content.report.lines).toHaveLength(1);
    const [line] = content.report.lines;
    expect(line).toMatchObject({ type: 'fill in the blanks' });
    // Only the note of the repaired XML (ADR 285) is left: nothing about how its points are given.
    expect(line!.notes.filter((note) => !note.includes('not well-formed XML'))).toEqual([]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const question = titled(quiz, 'Fill-in-the blanks in this text from Richard III');
    expect(question.definition).toMatchObject({ scoring: 'allOrNothing' });
    const blanks = (...answers: string[]) => answers.map((answer, i) => ({ gap: `gap-${i + 1}`, answer }));
    const oneWrong = await play.takeQuiz(
      quiz,
      'ada@school.test',
      new Map([[question.title, blanks('Winter', 'Summer', 'Lancaster')]]),
    );
    expect(oneWrong.outcome.review![String(question.id)]).toMatchObject({ correct: false, earned: 0 });
    const right = await play.takeQuiz(
      quiz,
      'bob@school.test',
      new Map([[question.title, blanks('Winter', 'Summer', 'York')]]),
    );
    expect(right.outcome.review![String(question.id)]).toMatchObject({
      correct: true,
      earned: question.points ?? 1,
    });
  },
);
