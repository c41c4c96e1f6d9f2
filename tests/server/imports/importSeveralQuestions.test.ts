/**
 * A QTI 2 item that asks several things at once (ADR 282), uploaded through the import route: its passage comes in as
 * a text block, then each interaction as a question of its own in the item's order, each with its own text; the
 * report names the item once. Read from the real sample under ../shared/formats/samples and from items of our own.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SKIP_REASONS } from '../../../server/imports/itemNotes';
import { createTestApp, type TestApp } from '../testApp';
import { importedQuizPlay, titled, type ImportedItem as Item } from './importedQuizPlay';
import { itemsPackage } from './samplePackages';

const SAMPLES = resolve(__dirname, '../../../../shared/formats/samples');
const sample = (name: string) =>
  new Uint8Array(readFileSync(join(SAMPLES, 'lms', 'instructure-qti', 'items_2.2', name)));

const choice = (id: string, prompt: string, options: readonly string[]) =>
  `<choiceInteraction responseIdentifier="${id}" maxChoices="1"><prompt>${prompt}</prompt>` +
  options.map((o) => `<simpleChoice identifier="${o}">${o}</simpleChoice>`).join('') +
  '</choiceInteraction>';

/** An item of our own: a passage, then two questions on it, and whatever `more` adds after them. */
const readingItem = (title: string, more = '', adaptive = false) =>
  `<?xml version="1.0"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" identifier="${title}" title="${title}" adaptive="${adaptive}" timeDependent="false">
  <responseDeclaration identifier="R1" cardinality="single" baseType="identifier"><correctResponse><value>Paris</value></correctResponse></responseDeclaration>
  <responseDeclaration identifier="R2" cardinality="single" baseType="identifier"><correctResponse><value>Seine</value></correctResponse></responseDeclaration>
  <responseDeclaration identifier="R3" cardinality="single" baseType="file"/>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float" normalMaximum="2"/>
  <itemBody>
    <p>Paris is the capital of France. The Seine flows through it.</p>
    ${choice('R1', 'Which city is the capital of France?', ['Lyon', 'Paris'])}
    ${more}
    ${choice('R2', 'Which river flows through Paris?', ['Seine', 'Loire'])}
  </itemBody>
</assessmentItem>`;

const itemsOf = (activities: readonly { items: readonly Item[] }[]) => activities.flatMap((a) => a.items);

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

describe('an item that asks several things at once', () => {
  test('IMS\'s "Legend": its passage is a text block, then a choice and two fill-in-the-blanks, each with its own text', async () => {
    const { content, templates } = await play.upload(
      'legend.zip',
      itemsPackage({ 'multi-input.xml': sample('multi-input.xml') }),
    );
    expect(content.report.lines).toEqual([
      {
        quiz: 'legend',
        item: 'Legend',
        type: 'text block, single answer, fill in the blanks, fill in the blanks',
        status: 'changed',
        notes: [
          'It asked 3 things at once: its passage is a text block, and each is a question of its own ' +
            '(a choice, a fill-in-the-blank, a fill-in-the-blank).',
          // Feedback on each part's answers has no place in the questions it became (ADR 395).
          expect.stringMatching(
            /^Its feedback "Yes, that's the right reason\.", .* are not kept: none of its questions here has a place for them\.$/,
          ),
        ],
      },
    ]);
    const items = itemsOf(templates[0]!.activities);
    expect(items.map((item) => [item.questionType ?? 'choice', item.questionOrder])).toEqual([
      ['textBlock', null],
      ['choice', 1],
      ['fillInBlanks', 2],
      ['fillInBlanks', 3],
    ]);
    const [passage, why, name, deeds] = items;
    expect(passage!.title).toMatch(/^<blockquote><p>Many people who live near the Theme Park/);
    expect(passage!.title).toContain('The castle is quite close to the Theme Park.');
    expect(passage!.title).not.toContain('Why are some people afraid');
    // Each question's text is its own prompt or its own sentence, not the passage again.
    expect(why).toMatchObject({
      title: 'Why are some people afraid of the Forest Area in the Theme Park?',
      textOptions: [
        { text: 'Some people are afraid of a woman who walks around at night as a ghost.' },
        { text: 'Some people are afraid of the dark.' },
        { text: 'Some people are afraid of a man who walks around at night as a ghost.' },
      ],
    });
    expect(why!.rightAnswer).toEqual([why!.textOptions[0]!.id]);
    expect(name).toMatchObject({
      title: 'The woman, whose name was _____, became angry with the _____.',
      definition: {
        text: 'The woman, whose name was [[1]], became angry with the [[2]].',
        gaps: [
          {
            kind: 'dropdown',
            right: 'gap-1.4',
            options: expect.arrayContaining([{ id: 'gap-1.4', text: 'Marion' }]),
          },
          { kind: 'typed', answers: [{ id: 'gap-2.1', text: 'wicked king' }] },
        ],
      },
    });
    expect(deeds).toMatchObject({
      title: 'He killed her _____ and burned her _____, then jumped on her _____ and rode away.',
      definition: { gaps: [{ right: 'gap-1.1' }, { right: 'gap-2.2' }, { right: 'gap-3.4' }] },
    });

    // Each question is scored on its own; the text block is not.
    const quiz = await play.teacherQuiz(templates[0]!);
    const blanks = (...answers: string[]) => answers.map((answer, i) => ({ gap: `gap-${i + 1}`, answer }));
    const { outcome } = await play.takeQuiz(
      quiz,
      'ada@school.test',
      new Map([
        [name!.title, blanks('Marion', 'wicked king')],
        [deeds!.title, blanks('family', 'castle', 'horse')],
      ]),
    );
    const review = outcome.review!;
    expect(Object.keys(review)).toHaveLength(3);
    expect(review[String(titled(quiz, 'The woman').id)]).toMatchObject({ correct: true });
    expect(review[String(titled(quiz, 'He killed her').id)]).toMatchObject({ correct: true });
    expect(review[String(titled(quiz, 'Why are some').id)]).toMatchObject({ correct: false, earned: 0 });
  });

  test('an item of our own: the passage and two choices, each with its own text and right answer', async () => {
    const { content, templates } = await play.upload(
      'paris.zip',
      itemsPackage({ 'paris.xml': readingItem('Paris') }),
    );
    expect(content.report.lines).toEqual([
      expect.objectContaining({
        item: 'Paris',
        type: 'text block, single answer, single answer',
        status: 'changed',
        notes: [
          'It asked 2 things at once: its passage is a text block, and each is a question of its own ' +
            '(a choice, a choice).',
        ],
      }),
    ]);
    const items = itemsOf(templates[0]!.activities);
    const summary = items.map((item) => [
      item.questionType ?? 'choice',
      item.title,
      item.textOptions.filter((o) => item.rightAnswer.includes(o.id)).map((o) => o.text),
    ]);
    expect(summary).toEqual([
      ['textBlock', 'Paris is the capital of France. The Seine flows through it.', []],
      ['choice', 'Which city is the capital of France?', ['Paris']],
      ['choice', 'Which river flows through Paris?', ['Seine']],
    ]);
    // The item's points were the sum of its questions' (normalMaximum 2): each question is worth 1 of its own.
    expect(items.slice(1).map((item) => item.points ?? 1)).toEqual([1, 1]);
  });

  test('an interaction no question type reads is left out and named; an upload comes in beside a gap with no answer; an adaptive item keeps its skip', async () => {
    const { content, templates } = await play.upload(
      'more.zip',
      itemsPackage({
        'custom.xml': readingItem(
          'With a custom interaction',
          '<customInteraction responseIdentifier="R3"><prompt>Draw your map.</prompt></customInteraction>',
        ),
        'adaptive.xml': readingItem('Adaptive', '', true),
        'upload_composite.xml': sample('upload_composite.xml'),
      }),
    );
    expect(content.report.lines).toEqual([
      expect.objectContaining({
        item: 'With a custom interaction',
        type: 'text block, single answer, single answer',
        status: 'changed',
        notes: [
          'It asked 3 things at once: its passage is a text block, and 2 of them are questions of their own ' +
            '(a choice, a choice).',
          'What it asked in part 2 (customInteraction) is left out: A customInteraction item has no counterpart ' +
            'here; the console holds ' +
            'choice, true/false, short-answer, numeric, essay, matching, ordering, fill-in-the-blank, hotspot, ' +
            'calculated, hot text and file upload questions.',
        ],
      }),
      // Its typed gap gives no right answer: its passage and its upload come in (ADR 294), the gap is named.
      expect.objectContaining({
        item: 'Chocolate Factory',
        type: 'text block, file upload',
        status: 'changed',
        notes: [
          'It asked 2 things at once: its passage is a text block, and 1 of them is a question of its own (a file upload).',
          'What it asked in part 2 (textEntryInteraction) is left out: The question has no accepted number.',
        ],
      }),
      expect.objectContaining({
        item: 'Adaptive',
        status: 'skipped',
        notes: [SKIP_REASONS.severalInteractions],
      }),
    ]);
    expect(
      itemsOf(templates[0]!.activities).map((item) => [
        item.questionType ?? 'choice',
        item.title.slice(0, 40),
      ]),
    ).toEqual([
      ['textBlock', 'Paris is the capital of France. The Sein'],
      ['choice', 'Which city is the capital of France?'],
      ['choice', 'Which river flows through Paris?'],
      ['textBlock', 'A chocolate factory produces several typ'],
      ['fileUpload', 'Build a spreadsheet to simulate 50 carto'],
    ]);
  });
});
