/**
 * Blackboard 6 question pools (a `.dat` of QTI 1.2 in Blackboard's flavour, written here in the shape of a real
 * Blackboard 6 export, as Moodle's importer reads it): Blackboard marks right answers with response conditions that
 * set no score. A matching question's prompts are the text beside each choice list and its answers the right-hand
 * column, a choice standing for the answer at its own position; a fill in the blank accepts every text a condition
 * names. Both come in and are scored as Blackboard scored them; what cannot come is reported by its question's text
 * (Blackboard's items have no title) with its true reason.
 */
import { strToU8, zipSync } from 'fflate';
import { createTestApp, type TestApp } from '../testApp';
import { importedQuizPlay, titled } from './importedQuizPlay';

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

/** A FORMATTED_TEXT_BLOCK as Blackboard writes one: the HTML escaped inside `mat_formattedtext`. */
const formatted = (html: string, element = 'flow') =>
  `<${element} class="FORMATTED_TEXT_BLOCK"><material><mat_extension>` +
  `<mat_formattedtext type="HTML">${html}</mat_formattedtext></mat_extension></material></${element}>` +
  `<${element} class="FILE_BLOCK"><material/></${element}><${element} class="LINK_BLOCK"><material>` +
  `<mattext charset="us-ascii" texttype="text/plain" uri="" xml:space="default"/></material></${element}>`;

const metadata = (id: string, type: string) =>
  `<itemmetadata><bbmd_asi_object_id>${id}</bbmd_asi_object_id><bbmd_asitype>Item</bbmd_asitype>` +
  `<bbmd_assessmenttype>Pool</bbmd_assessmenttype><bbmd_questiontype>${type}</bbmd_questiontype>` +
  '<qmd_absolutescore_max>3</qmd_absolutescore_max></itemmetadata>';

const itemFeedback = (ident: string, html: string) =>
  `<itemfeedback ident="${ident}" view="All"><flow_mat class="Block">${formatted(html, 'flow_mat')}</flow_mat></itemfeedback>`;

const wrong =
  '<respcondition title="incorrect"><conditionvar><other/></conditionvar>' +
  '<setvar action="Set" variablename="SCORE">0.0</setvar>' +
  '<displayfeedback feedbacktype="Response" linkrefid="incorrect"/></respcondition>';

/**
 * A Blackboard matching question: each prompt a block with its text and a `response_lid` of empty labels (one per
 * answer, by position), the answers a RIGHT_MATCH_BLOCK, and one condition without `setvar` per prompt naming the
 * label of its answer. `right` gives, per prompt, the position of its answer (undefined: no condition for it).
 */
function matchingItem(
  id: string,
  question: string,
  prompts: string[],
  answers: string[],
  right: (number | undefined)[],
) {
  const lid = (p: number) => `${id}-L${p}`;
  const label = (p: number, a: number) => `${id}-L${p}-A${a}`;
  return (
    `<item maxattempts="0">${metadata(id, 'Matching')}<presentation><flow class="Block">` +
    `<flow class="QUESTION_BLOCK">${formatted(question)}</flow><flow class="RESPONSE_BLOCK">` +
    prompts
      .map(
        (prompt, p) =>
          `<flow class="Block">${formatted(prompt)}<response_lid ident="${lid(p)}" rcardinality="Single" rtiming="No">` +
          '<render_choice maxnumber="0" minnumber="0" shuffle="Yes"><flow_label class="Block">' +
          answers
            .map(
              (_, a) =>
                `<response_label ident="${label(p, a)}" rarea="Ellipse" rrange="Exact" shuffle="Yes"/>`,
            )
            .join('') +
          '</flow_label></render_choice></response_lid></flow>',
      )
      .join('') +
    '</flow><flow class="RIGHT_MATCH_BLOCK">' +
    answers.map((answer) => `<flow class="Block">${formatted(answer)}</flow>`).join('') +
    '</flow></flow></presentation><resprocessing scoremodel="SumOfScores"><outcomes>' +
    `<decvar defaultval="0.0" maxvalue="${prompts.length}.0" minvalue="0.0" varname="SCORE" vartype="Decimal"/></outcomes>` +
    right
      .map((a, p) =>
        a === undefined
          ? ''
          : `<respcondition><conditionvar><varequal case="No" respident="${lid(p)}">${label(p, a)}</varequal>` +
            '</conditionvar><displayfeedback feedbacktype="Response" linkrefid="correct"/></respcondition>',
      )
      .join('') +
    wrong +
    '</resprocessing>' +
    itemFeedback('correct', '') +
    itemFeedback('incorrect', '') +
    '</item>'
  );
}

/** A Blackboard fill in the blank: one typed response, one condition without `setvar` per accepted answer. */
function fillInTheBlankItem(id: string, question: string, accepted: string[], feedback: string) {
  return (
    `<item maxattempts="0">${metadata(id, 'Fill in the Blank')}<presentation><flow class="Block">` +
    `<flow class="QUESTION_BLOCK">${formatted(question)}</flow><flow class="RESPONSE_BLOCK">` +
    '<response_str ident="response" rcardinality="Single" rtiming="No"><render_fib charset="us-ascii" columns="127" ' +
    'encoding="UTF_8" fibtype="String" maxchars="0" maxnumber="0" minnumber="0" prompt="Box" rows="1"/></response_str>' +
    '</flow></flow></presentation><resprocessing scoremodel="SumOfScores"><outcomes>' +
    '<decvar defaultval="0.0" maxvalue="1.0" minvalue="0.0" varname="SCORE" vartype="Decimal"/></outcomes>' +
    accepted
      .map(
        (text, i) =>
          `<respcondition title="${id}-A${i}"><conditionvar><varequal case="No" respident="response">${text}</varequal>` +
          '</conditionvar><displayfeedback feedbacktype="Response" linkrefid="correct"/>' +
          `<displayfeedback feedbacktype="Response" linkrefid="${id}-A${i}"/></respcondition>`,
      )
      .join('') +
    wrong +
    '</resprocessing>' +
    itemFeedback('correct', feedback) +
    itemFeedback('incorrect', feedback) +
    '</item>'
  );
}

function pool(items: string[]): Uint8Array {
  const dat =
    '<?xml version="1.0" encoding="UTF-8"?><questestinterop><assessment title="Cell biology pool">' +
    '<assessmentmetadata><bbmd_assessmenttype>Pool</bbmd_assessmenttype></assessmentmetadata>' +
    `<section>${items.join('')}</section></assessment></questestinterop>`;
  return zipSync({
    'imsmanifest.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><manifest identifier="man00001" ' +
        'xmlns:bb="http://www.blackboard.com/content-packaging/"><organizations/><resources>' +
        '<resource bb:file="res00001.dat" bb:title="Cell biology pool" identifier="res00001" ' +
        'type="assessment/x-bb-qti-pool" xml:base="res00001"/></resources></manifest>',
    ),
    'res00001.dat': strToU8(dat),
  });
}

const organelles = matchingItem(
  'M1',
  '&lt;p&gt;Match each &lt;b&gt;organelle&lt;/b&gt; with its job.&lt;/p&gt;',
  ['Mitochondrion', 'Ribosome', 'Chloroplast'],
  ['Stores water', 'Makes ATP', 'Makes proteins', 'Captures light'],
  [1, 2, 3],
);

describe('Blackboard 6 matching', () => {
  test('a three-pair match comes in with its three pairs right, the unpaired answer a distractor, and scores as matched', async () => {
    const { content, templates } = await play.upload('ExportFile_pool.zip', pool([organelles]));
    expect(content.report).toMatchObject({ total: 1, skipped: 0 });
    expect(content.report.lines).toEqual([
      expect.objectContaining({
        item: 'Match each organelle with its job.',
        type: 'matching',
        status: 'imported',
      }),
    ]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const question = titled(quiz, '<p>Match each <b>organelle</b> with its job.</p>');
    const { pairs, distractors } = question.definition as {
      pairs: { prompt: string; answer: string }[];
      distractors: { text: string }[];
    };
    expect(pairs.map((pair) => [pair.prompt, pair.answer])).toEqual([
      ['Mitochondrion', 'Makes ATP'],
      ['Ribosome', 'Makes proteins'],
      ['Chloroplast', 'Captures light'],
    ]);
    expect(distractors.map((distractor) => distractor.text)).toEqual(['Stores water']);
    // The question is its question block only: neither the prompts nor the answers are part of its text.
    expect(question.title).not.toMatch(/Mitochondrion|Makes ATP/);

    const taken = await play.takeQuiz(
      quiz,
      'bea@school.test',
      new Map([
        [
          question.title,
          [
            { prompt: 'Mitochondrion', answer: 'Makes ATP' },
            { prompt: 'Ribosome', answer: 'Makes proteins' },
            { prompt: 'Chloroplast', answer: 'Stores water' },
          ],
        ],
      ]),
    );
    expect(taken.outcome.review![String(question.id)]).toMatchObject({ correct: false });
    expect(taken.outcome.review![String(question.id)]!.earned).toBeCloseTo(2 / 3);
  });

  test('a match whose prompt Blackboard marks no answer for is reported by its text, with that prompt named', async () => {
    const unpaired = matchingItem(
      'M2',
      'Match each cell part with its job.',
      ['Nucleus', 'Vacuole'],
      ['Holds the DNA', 'Stores water'],
      [0, undefined],
    );
    const { content } = await play.upload('ExportFile_pool.zip', pool([organelles, unpaired]));
    expect(content.report).toMatchObject({ total: 2, skipped: 1 });
    expect(content.report.lines[1]).toMatchObject({
      item: 'Match each cell part with its job.',
      status: 'skipped',
      type: 'Matching',
      notes: ['The prompt "Vacuole" has no answer paired with it.'],
    });
  });
});

describe('Blackboard 6 fill in the blank', () => {
  test('comes in as a short answer accepting each text Blackboard named, in any case, with its feedback', async () => {
    const blank = fillInTheBlankItem(
      'F1',
      '&lt;span style="font-size:12pt"&gt;Name an organelle with its own DNA&amp;#58; __________.&lt;/span&gt;',
      ['mitochondrion', 'chloroplast'],
      'Mitochondria and chloroplasts were once bacteria.',
    );
    const { content, templates } = await play.upload('ExportFile_pool.zip', pool([blank]));
    expect(content.report).toMatchObject({ total: 1, skipped: 0 });
    expect(content.report.lines).toEqual([
      expect.objectContaining({ type: 'short answer', status: 'imported' }),
    ]);
    const quiz = await play.teacherQuiz(templates[0]!);
    const question = titled(quiz, 'Name an organelle with its own DNA: __________.');
    expect(question.questionType).toBe('shortAnswer');
    const { answers, caseSensitive } = question.definition as {
      answers: { text: string; fraction?: number; feedback?: string }[];
      caseSensitive: boolean;
    };
    // Each named text is right; anything else gets the wrong-answer feedback, as Moodle's last answer `*`.
    expect(answers.map((answer) => [answer.text, answer.fraction ?? 1, answer.feedback])).toEqual([
      ['mitochondrion', 1, 'Mitochondria and chloroplasts were once bacteria.'],
      ['chloroplast', 1, 'Mitochondria and chloroplasts were once bacteria.'],
      ['*', 0, 'Mitochondria and chloroplasts were once bacteria.'],
    ]);
    expect(caseSensitive).toBe(false);

    const right = await play.takeQuiz(quiz, 'cy@school.test', new Map([[question.title, 'Chloroplast']]));
    expect(right.outcome.review![String(question.id)]).toMatchObject({ correct: true });
    const wrongly = await play.takeQuiz(quiz, 'di@school.test', new Map([[question.title, 'Nucleus']]));
    expect(wrongly.outcome.review![String(question.id)]).toMatchObject({ correct: false, earned: 0 });
  });

  test('a fill in the blank Blackboard names no accepted answer for is reported as having none', async () => {
    const none = fillInTheBlankItem('F2', 'Name a gas: __________.', [], '');
    const { content } = await play.upload('ExportFile_pool.zip', pool([organelles, none]));
    expect(content.report.lines[1]).toMatchObject({
      item: 'Name a gas: __________.',
      status: 'skipped',
      type: 'Fill in the Blank',
      notes: ['The question has no accepted answer.'],
    });
  });
});
