/**
 * Banks and random draws through the LMS formats on the way in (ADR 259): a Canvas question group ("pick N of M")
 * and a group drawing from a Canvas bank, a Common Cartridge question bank, Moodle categories and random questions,
 * and a QTI 2.1 section that selects N of its items come in as question banks and random slots, and the report
 * names every question with the bank and category it went to. The files are written here in the shape those
 * systems export.
 */
import { strToU8, zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { uploadFile, type ImportContent } from '../quiz/import/importUpload';
import { createTestApp, type TestApp } from '../testApp';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(() => t.close());

async function upload(name: string, bytes: Uint8Array | string): Promise<ImportContent> {
  const result = await uploadFile(t, token, name, bytes);
  expect(result.status, JSON.stringify(result.content)).toBe(200);
  return result.content;
}

/** The banks titled so, with each category's title and how many questions it holds. */
async function banksTitled(title: string) {
  const banks = await t.db
    .selectFrom('question_banks')
    .select(['id', 'title'])
    .where('title', '=', title)
    .orderBy('id')
    .execute();
  return Promise.all(
    banks.map(async (bank) => ({
      id: bank.id,
      categories: await t.db
        .selectFrom('bank_categories as c')
        .leftJoin('bank_questions as q', 'q.category_id', 'c.id')
        .select(['c.id', 'c.title'])
        .select((eb) => eb.fn.count<string>('q.id').as('questions'))
        .where('c.bank_id', '=', bank.id)
        .groupBy(['c.id', 'c.title'])
        .orderBy('c.id')
        .execute()
        .then((rows) => rows.map((r) => ({ id: r.id, title: r.title, questions: Number(r.questions) }))),
    })),
  );
}

/** A stored quiz's activities: title, how many questions, and its slots as (category title, count). */
async function activitiesOf(quizId: number) {
  const activities = await t.db
    .selectFrom('quiz_activities')
    .select(['id', 'title', 'random_slots'])
    .where('quiz_id', '=', quizId)
    .orderBy('sort_index')
    .execute();
  return Promise.all(
    activities.map(async (activity) => {
      const items = await t.db
        .selectFrom('quiz_items')
        .select('id')
        .where('activity_id', '=', activity.id)
        .execute();
      const slots = await Promise.all(
        activity.random_slots.map(async (slot) => {
          const category = await t.db
            .selectFrom('bank_categories')
            .select(['title', 'bank_id'])
            .where('id', '=', slot.categoryId)
            .executeTakeFirstOrThrow();
          expect(category.bank_id).toBe(slot.bankId);
          return { category: category.title, count: slot.count };
        }),
      );
      return { title: activity.title, questions: items.length, slots };
    }),
  );
}

// ---- Canvas (QTI 1.2) ----

function canvasItem(ident: string, text: string, right = 'Right answer') {
  return `<item ident="${ident}" title="Question">
  <itemmetadata><qtimetadata>
    <qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>multiple_choice_question</fieldentry></qtimetadatafield>
    <qtimetadatafield><fieldlabel>points_possible</fieldlabel><fieldentry>1.0</fieldentry></qtimetadatafield>
  </qtimetadata></itemmetadata>
  <presentation>
    <material><mattext texttype="text/html">&lt;p&gt;${text}&lt;/p&gt;</mattext></material>
    <response_lid ident="response1" rcardinality="Single"><render_choice>
      <response_label ident="${ident}-a"><material><mattext texttype="text/plain">${right}</mattext></material></response_label>
      <response_label ident="${ident}-b"><material><mattext texttype="text/plain">Wrong answer</mattext></material></response_label>
    </render_choice></response_lid>
  </presentation>
  <resprocessing>
    <outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>
    <respcondition continue="No"><conditionvar><varequal respident="response1">${ident}-a</varequal></conditionvar>
      <setvar action="Set" varname="SCORE">100</setvar></respcondition>
  </resprocessing>
</item>`;
}

const QTI12_ROOT =
  '<?xml version="1.0" encoding="UTF-8"?><questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2">';

/** A Canvas quiz: one question of its own, a group picking 2 of 4, and a group picking 2 from the bank `bank-1`. */
const canvasQuiz = `${QTI12_ROOT}
<assessment ident="quiz-1" title="Cell biology check">
  <section ident="root_section">
    ${canvasItem('fixed-1', 'Which organelle holds the genome of a plant cell?')}
    <section ident="group-1" title="Organelles">
      <selection_ordering><selection><selection_number>2</selection_number>
        <selection_extension><points_per_item>1.0</points_per_item></selection_extension></selection></selection_ordering>
      ${[1, 2, 3, 4].map((n) => canvasItem(`org-${n}`, `Organelle question number ${n} of the group`)).join('\n')}
    </section>
    <section ident="group-2" title="Genetics draw">
      <selection_ordering><selection><sourcebank_ref>bank-1</sourcebank_ref><selection_number>2</selection_number>
        <selection_extension><points_per_item>1.0</points_per_item></selection_extension></selection></selection_ordering>
    </section>
  </section>
</assessment></questestinterop>`;

const canvasBank = (ident: string, title: string, count: number) => `${QTI12_ROOT}
<objectbank ident="${ident}">
  <qtimetadata><qtimetadatafield><fieldlabel>bank_title</fieldlabel><fieldentry>${title}</fieldentry></qtimetadatafield></qtimetadata>
  ${Array.from({ length: count }, (_, i) => canvasItem(`${ident}-${i + 1}`, `Bank question number ${i + 1} about genes`)).join('\n')}
</objectbank></questestinterop>`;

/** Canvas's QTI export: a manifest naming the quiz, its full QTI and the bank under non_cc_assessments/. */
function canvasPackage(bank: string | undefined) {
  const manifest = `<?xml version="1.0"?><manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1">
  <metadata><schema>IMS Content</schema></metadata><organizations/>
  <resources><resource identifier="quiz-1" type="imsqti_xmlv1p2" href="quiz-1/quiz-1.xml"><file href="quiz-1/quiz-1.xml"/></resource></resources>
</manifest>`;
  return zipSync({
    'imsmanifest.xml': strToU8(manifest),
    'quiz-1/quiz-1.xml': strToU8(canvasQuiz),
    ...(bank ? { 'non_cc_assessments/bank-1.xml.qti': strToU8(bank) } : {}),
  });
}

describe('Canvas question groups and banks', () => {
  test('a group picking 2 of 4 is a bank category of 4 and a slot of 2; a group from a bank a slot from that bank', async () => {
    const content = await upload(
      'canvas-quiz-export.zip',
      canvasPackage(canvasBank('bank-1', 'Genetics', 3)),
    );
    expect(content.created).toEqual([expect.objectContaining({ title: 'Cell biology check', questions: 1 })]);
    const [quizBank] = await banksTitled('Cell biology check');
    expect(quizBank!.categories).toEqual([expect.objectContaining({ title: 'Organelles', questions: 4 })]);
    const [genetics] = await banksTitled('Genetics');
    expect(genetics!.categories).toEqual([expect.objectContaining({ title: 'Genetics', questions: 3 })]);
    // The slots are drawn beside the quiz's own question: an activity holds at least one question.
    expect(await activitiesOf(content.created[0]!.id)).toEqual([
      {
        title: 'Activity 1',
        questions: 1,
        slots: [
          { category: 'Organelles', count: 2 },
          { category: 'Genetics', count: 2 },
        ],
      },
    ]);
    // Every question of the file is in the report, the bank's with their bank and category.
    expect(content.report.total).toBe(8);
    expect(
      content.report.lines.filter((l) => l.quiz === 'In bank "Cell biology check" / category "Organelles"'),
    ).toHaveLength(4);
    expect(
      content.report.lines.filter((l) => l.quiz === 'In bank "Genetics" / category "Genetics"'),
    ).toHaveLength(3);
    expect(content.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          '"Organelles" is imported as a random slot: each student gets 2 of the 4 questions',
        ),
        expect.stringContaining(
          'The question bank "Genetics" is imported as a question bank: 3 questions in 1 category',
        ),
      ]),
    );
  });

  test('a group from a bank the package does not hold draws nothing and says so', async () => {
    const content = await upload('canvas-quiz-export.zip', canvasPackage(undefined));
    expect(await activitiesOf(content.created[0]!.id)).toEqual([
      { title: 'Activity 1', questions: 1, slots: [{ category: 'Organelles', count: 2 }] },
    ]);
    expect(content.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          '"Genetics draw" draws 2 questions at random from a question bank the upload does not hold',
        ),
      ]),
    );
  });

  test("Canvas's cartridge: its question bank comes in as a bank, every item still in the report", async () => {
    const samples = resolve(__dirname, '../../../../shared/formats/samples/import');
    const content = await upload(
      'canvas_cartridge.imscc',
      new Uint8Array(readFileSync(join(samples, 'canvas_cartridge.imscc'))),
    );
    expect(content.created.map((c) => c.title)).toEqual(['Every Canvas Interaction']);
    const [bank] = await banksTitled('Every Canvas Interaction');
    const inBank = content.report.lines.filter(
      (l) => l.quiz === 'In bank "Every Canvas Interaction" / category "Every Canvas Interaction"',
    );
    expect(inBank.length).toBeGreaterThanOrEqual(10);
    expect(bank!.categories).toEqual([
      expect.objectContaining({ title: 'Every Canvas Interaction', questions: inBank.length }),
    ]);
    expect(content.report.total).toBe(24);
  });
});

// ---- Moodle XML ----

const moodleQuestion = (name: string) => `<question type="multichoice">
  <name><text>${name}</text></name>
  <questiontext format="html"><text><![CDATA[<p>${name}: which statement is right?</p>]]></text></questiontext>
  <defaultgrade>1</defaultgrade><single>true</single><shuffleanswers>1</shuffleanswers>
  <answer fraction="100" format="html"><text>The right statement</text></answer>
  <answer fraction="0" format="html"><text>A wrong statement</text></answer>
</question>`;
const moodleCategory = (path: string) =>
  `<question type="category"><category><text>${path}</text></category></question>`;
const moodleRandom = (name: string, subcategories: boolean) => `<question type="random">
  <name><text>${name}</text></name>
  <questiontext format="html"><text>${subcategories ? 1 : 0}</text></questiontext>
  <generalfeedback format="html"><text></text></generalfeedback>
  <defaultgrade>1.0000000</defaultgrade><penalty>0.0000000</penalty><hidden>0</hidden>
</question>`;

describe('Moodle categories and random questions', () => {
  test('random questions of a category are one slot drawing as many; a category no random question uses goes to the bank only', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><quiz>
${moodleCategory('$course$/top/Unit 1')}
${[1, 2, 3, 4, 5].map((n) => moodleQuestion(`Unit 1 question ${n}`)).join('\n')}
${moodleRandom('Random (Unit 1)', false)}
${moodleRandom('Random (Unit 1) again', false)}
${moodleCategory('$course$/top/Unit 2')}
${moodleQuestion('Unit 2 question 1')}
${moodleQuestion('Unit 2 question 2')}
${moodleCategory('$course$/top/Unit 2/Part A')}
${moodleQuestion('Unit 2 part A question 1')}
${moodleCategory('$course$/top/Unit 2')}
${moodleRandom('Random (Unit 2 and subcategories)', true)}
${moodleCategory('$course$/top/Spare')}
${moodleQuestion('Spare question 1')}
</quiz>`;
    const content = await upload('Genetics course.xml', xml);
    expect(content.created).toEqual([expect.objectContaining({ title: 'Genetics course', questions: 0 })]);
    const [bank] = await banksTitled('Genetics course');
    expect(bank!.categories.map((c) => [c.title, c.questions])).toEqual([
      ['Unit 1', 5],
      ['Unit 2', 3],
      ['Spare', 1],
    ]);
    expect(await activitiesOf(content.created[0]!.id)).toEqual([
      {
        title: 'Activity 1',
        questions: 0,
        slots: [
          { category: 'Unit 1', count: 2 },
          { category: 'Unit 2', count: 1 },
        ],
      },
    ]);
    // Nine questions in the bank and three random questions, each a line of the report.
    expect(content.report.total).toBe(12);
    const random = content.report.lines.filter((l) => l.type === 'random');
    expect(random.map((l) => l.item)).toEqual([
      'Random (Unit 1)',
      'Random (Unit 1) again',
      'Random (Unit 2 and subcategories)',
    ]);
    expect(random[0]!.notes[0]).toContain(
      'each student gets 2 questions drawn from bank "Genetics course" / category "Unit 1"',
    );
    expect(content.report.lines.find((l) => l.item.includes('Spare question 1'))!.quiz).toBe(
      'In bank "Genetics course" / category "Spare"',
    );
  });

  test('a Moodle file without random questions is still a quiz of its categories', async () => {
    const xml = `<quiz>${moodleCategory('$course$/top/Only')}${moodleQuestion('Plain question 1')}</quiz>`;
    const content = await upload('Plain questions.xml', xml);
    expect(content.created).toEqual([expect.objectContaining({ title: 'Plain questions', questions: 1 })]);
    expect(await banksTitled('Plain questions')).toEqual([]);
  });
});

// ---- QTI 2.1 ----

const qti2Item = (id: string) => `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="${id}" title="${id}" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>A</value></correctResponse></responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  <itemBody><choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
    <prompt>Question ${id}: which choice is right?</prompt>
    <simpleChoice identifier="A">The right choice</simpleChoice><simpleChoice identifier="B">A wrong choice</simpleChoice>
  </choiceInteraction></itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>
</assessmentItem>`;

function qti2Package(test: string, ids: readonly string[]) {
  const resources = ids
    .map(
      (id) =>
        `<resource identifier="r-${id}" type="imsqti_item_xmlv2p1" href="${id}.xml"><file href="${id}.xml"/></resource>`,
    )
    .join('');
  return zipSync({
    'imsmanifest.xml':
      strToU8(`<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="m"><organizations/><resources>
<resource identifier="test" type="imsqti_test_xmlv2p1" href="test.xml"><file href="test.xml"/></resource>${resources}</resources></manifest>`),
    'test.xml': strToU8(test),
    ...Object.fromEntries(ids.map((id) => [`${id}.xml`, strToU8(qti2Item(id))])),
  });
}

describe('QTI 2.1 selection and ordering', () => {
  test('a section selecting 2 of its 4 items is a bank category of 4 and a slot of 2; a shuffled section is named', async () => {
    const ref = (id: string) => `<assessmentItemRef identifier="${id}" href="${id}.xml"/>`;
    const test = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentTest xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="t" title="Photosynthesis test">
  <testPart identifier="p" navigationMode="linear" submissionMode="individual">
    <assessmentSection identifier="s1" title="Basics" visible="true">
      <ordering shuffle="true"/>
      ${ref('b1')}${ref('b2')}
      <assessmentSection identifier="s2" title="Light reactions" visible="true">
        <selection select="2"/>
        ${ref('l1')}${ref('l2')}${ref('l3')}${ref('l4')}
      </assessmentSection>
    </assessmentSection>
  </testPart>
</assessmentTest>`;
    const content = await upload(
      'photosynthesis-qti.zip',
      qti2Package(test, ['b1', 'b2', 'l1', 'l2', 'l3', 'l4']),
    );
    expect(content.created).toEqual([
      expect.objectContaining({ title: 'Photosynthesis test', questions: 2 }),
    ]);
    const [bank] = await banksTitled('Photosynthesis test');
    expect(bank!.categories).toEqual([expect.objectContaining({ title: 'Light reactions', questions: 4 })]);
    expect(await activitiesOf(content.created[0]!.id)).toEqual([
      { title: 'Basics', questions: 2, slots: [{ category: 'Light reactions', count: 2 }] },
    ]);
    expect(content.report.total).toBe(6);
    expect(content.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('the section "Basics" shows its questions in random order'),
      ]),
    );
  });
});
