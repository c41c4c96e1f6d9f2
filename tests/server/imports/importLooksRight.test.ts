/**
 * Items that would look imported but be wrong (ADR 221): a QTI item whose text and options are drawn from random
 * variables (`templateDeclaration`) comes in with one draw (ADR 280), or, when its template cannot be drawn, is
 * skipped with its reason; a ruby annotation keeps its base text without the reading glued onto it, in QTI 2.1
 * XHTML, QTI 1.2 HTML and Moodle XML.
 */
import { createTestApp, type TestApp } from '../testApp';
import { expectReportAddsUp, uploadFile } from '../quiz/import/importUpload';
import { itemsPackage } from './samplePackages';

const QTI2 = 'http://www.imsglobal.org/xsd/imsqti_v2p1';

/** A QTI 2.1 choice item as QTI authoring tools write it, `extra` before its body. */
const choiceItem = (id: string, extra: string, prompt: string, options: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI2}" identifier="${id}" title="${id}" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>C0</value></correctResponse>
  </responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  ${extra}
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
      <prompt>${prompt}</prompt>
      ${options.map((o, i) => `<simpleChoice identifier="C${i}">${o}</simpleChoice>`).join('')}
    </choiceInteraction>
  </itemBody>
  <responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>
</assessmentItem>`;

/** Random variables, as the QTI 2.1 examples write a "a/b of c" item. */
const TEMPLATE = `
  <templateDeclaration identifier="A" cardinality="single" baseType="integer" mathVariable="true" paramVariable="true"/>
  <templateDeclaration identifier="B" cardinality="single" baseType="integer" mathVariable="true" paramVariable="true"/>
  <templateProcessing>
    <setTemplateValue identifier="A"><randomInteger min="1" max="4"/></setTemplateValue>
    <setTemplateValue identifier="B"><randomInteger min="5" max="9"/></setTemplateValue>
  </templateProcessing>`;

/** Random variables drawn by a vendor's own operator, which no import can compute. */
const CUSTOM_TEMPLATE = `
  <templateDeclaration identifier="A" cardinality="single" baseType="integer" mathVariable="true" paramVariable="true"/>
  <templateProcessing>
    <setTemplateValue identifier="A"><customOperator class="com.example.Draw"/></setTemplateValue>
  </templateProcessing>`;

const FRACTION =
  '<m:math xmlns:m="http://www.w3.org/1998/Math/MathML"><m:mfrac><m:mi>A</m:mi><m:mi>B</m:mi></m:mfrac></m:math>';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(() => t.close());

const titles = async (quizId: number) =>
  (
    await t.db
      .selectFrom('quiz_items')
      .innerJoin('quiz_activities', 'quiz_activities.id', 'quiz_items.activity_id')
      .select('quiz_items.title')
      .where('quiz_activities.quiz_id', '=', quizId)
      .orderBy('quiz_items.sort_index')
      .execute()
  ).map((row) => row.title);

test('an item with random variables comes in with its versions (ADR 309); one whose template cannot be drawn is skipped with why', async () => {
  const { status, content } = await uploadFile(
    t,
    token,
    'templates.zip',
    itemsPackage({
      'fraction.xml': choiceItem('fraction', TEMPLATE, `${FRACTION} of 10 is:`, [
        'less than 10',
        'more than 10',
      ]),
      'custom.xml': choiceItem('custom', CUSTOM_TEMPLATE, 'Is A even?', ['Yes', 'No']),
      'plain.xml': choiceItem('plain', '', 'Which organelle makes ATP?', ['Mitochondrion', 'Nucleus']),
    }),
  );
  expect(status, content.message).toBe(200);
  expectReportAddsUp(content.report, 3);
  const fraction = content.report.lines.find((l) => l.item.endsWith('of 10 is:'));
  const custom = content.report.lines.find((l) => l.item === 'custom');
  // The drawn fraction is an equation (ADR 390), named in the report as it reads (ADR 394).
  const [, a, b] = /^(\d)\/(\d) of 10 is:$/.exec(fraction!.item)!;
  // Version 1 is the first draw; the others are versions, each student getting one (ADR 309).
  expect(fraction).toMatchObject({
    status: 'imported',
    notes: [
      expect.stringMatching(
        /^Its values are drawn for each student from random variables: each student gets one of \d+ versions drawn from them \(the editor shows version 1\)\.$/,
      ),
    ],
  });
  expect(custom).toEqual({
    quiz: expect.any(String),
    item: 'custom',
    type: 'choiceInteraction',
    status: 'skipped',
    notes: [
      'Its values are drawn for each student from random variables (a QTI template); the console asks every ' +
        'student the same question with the same answers. Its template uses customOperator, which the import ' +
        'does not compute.',
    ],
  });
  expect(content.created.map((q) => q.questions)).toEqual([2]);
  expect(await titles(content.created[0]!.id)).toEqual([
    `\\(\\frac{${a}}{${b}}\\) of 10 is:`,
    'Which organelle makes ATP?',
  ]);
});

const RUBY = '<ruby>北海道<rt>ほっかいどう</rt></ruby>';
const RUBY_RP = '<ruby>札幌<rp>(</rp><rt>さっぽろ</rt><rp>)</rp></ruby>';

function expectBaseTextOnly(title: string) {
  expect(title).toContain('北海道');
  expect(title).not.toContain('ほっかいどう');
  expect(title).not.toContain('さっぽろ');
}

test('ruby in QTI 2.1 XHTML keeps its base text without the reading glued on', async () => {
  const { status, content } = await uploadFile(
    t,
    token,
    'ruby.zip',
    itemsPackage({
      'ruby.xml': choiceItem('ruby', '', `<em>${RUBY}</em>の道庁所在地は${RUBY_RP}ですか。`, [
        'はい',
        'いいえ',
      ]),
    }),
  );
  expect(status, content.message).toBe(200);
  const [title] = await titles(content.created[0]!.id);
  expectBaseTextOnly(title!);
  expect(title).toContain('<em>北海道</em>の道庁所在地は札幌ですか。');
  expect(content.report.lines[0]!.item).not.toContain('ほっかいどう');
});

test('ruby in Moodle XML HTML and in a QTI 1.2 HTML mattext keeps its base text', async () => {
  const moodle = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="truefalse">
    <name><text>Ruby</text></name>
    <questiontext format="html"><text><![CDATA[<p><strong>${RUBY}</strong>は日本の最北の県です。</p>]]></text></questiontext>
    <answer fraction="0" format="moodle_auto_format"><text>true</text><feedback><text></text></feedback></answer>
    <answer fraction="100" format="moodle_auto_format"><text>false</text><feedback><text></text></feedback></answer>
  </question>
</quiz>`;
  const fromMoodle = await uploadFile(t, token, 'ruby.xml', moodle);
  expect(fromMoodle.status, fromMoodle.content.message).toBe(200);
  const [moodleTitle] = await titles(fromMoodle.content.created[0]!.id);
  expectBaseTextOnly(moodleTitle!);
  expect(moodleTitle).toContain('<strong>北海道</strong>は日本の最北の県です。');

  const qti12 = `<?xml version="1.0" encoding="UTF-8"?>
<questestinterop><assessment title="Ruby" ident="a1"><section ident="s1">
  <item ident="i1" title="Ruby">
    <itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>multiple_choice_question</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>
    <presentation>
      <material><mattext texttype="text/html">&lt;p&gt;&lt;em&gt;${RUBY.replace(/</g, '&lt;').replace(/>/g, '&gt;')}&lt;/em&gt; はどこですか。&lt;/p&gt;</mattext></material>
      <response_lid ident="response1" rcardinality="Single"><render_choice>
        <response_label ident="a"><material><mattext texttype="text/plain">北</mattext></material></response_label>
        <response_label ident="b"><material><mattext texttype="text/plain">南</mattext></material></response_label>
      </render_choice></response_lid>
    </presentation>
    <resprocessing><outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>
      <respcondition continue="No"><conditionvar><varequal respident="response1">a</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>
    </resprocessing>
  </item>
</section></assessment></questestinterop>`;
  const fromQti12 = await uploadFile(t, token, 'ruby12.xml', qti12);
  expect(fromQti12.status, fromQti12.content.message).toBe(200);
  const [qti12Title] = await titles(fromQti12.content.created[0]!.id);
  expectBaseTextOnly(qti12Title!);
  expect(qti12Title).toContain('<em>北海道</em>');
});
