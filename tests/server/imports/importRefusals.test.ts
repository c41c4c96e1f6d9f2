/**
 * Refusals that were too strict or said too little (ADR 221): a DOCTYPE whose internal subset describes a whole
 * format's elements (but declares no entity) is read, one declaring an entity is still refused; a QTI 2.1 choice
 * whose answer key is written only in its response processing is read; a file refused whole carries the same
 * per-item report as an accepted one, and a single document is called a file, not a package.
 */
import { strToU8, zipSync } from 'fflate';
import { createTestApp, type TestApp } from '../testApp';
import { expectReportAddsUp, IMPORT_URL, storedQuiz, uploadFile } from '../quiz/import/importUpload';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('super@demo.test')).accessToken;
});
afterAll(() => t.close());

const templateCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('quizzes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** An IMS QTI 1.2 document as ILIAS writes it, with a DOCTYPE whose internal subset describes `elements`. */
const qti12WithSubset = (subset: string) => `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE questestinterop SYSTEM "ims_qtiasiv1p2p1.dtd" [
${subset}
]>
<questestinterop><item ident="i1" title="Organelle">
  <presentation><material><mattext>Which organelle makes ATP?</mattext></material>
    <response_lid ident="r1" rcardinality="Single"><render_choice>
      <response_label ident="a"><material><mattext>Mitochondrion</mattext></material></response_label>
      <response_label ident="b"><material><mattext>Nucleus</mattext></material></response_label>
    </render_choice></response_lid>
  </presentation>
  <resprocessing><respcondition><conditionvar><varequal respident="r1">a</varequal></conditionvar>
    <setvar action="Set" varname="SCORE">1</setvar></respcondition></resprocessing>
</item></questestinterop>`;

describe('DOCTYPE', () => {
  test('an internal subset that only describes elements, however long, is read without reading a DTD', async () => {
    // A format's full element descriptions run to tens of kilobytes.
    const subset = Array.from(
      { length: 400 },
      (_, i) =>
        `<!ELEMENT ext_element_${i} (#PCDATA | material | flow_mat)*>\n<!ATTLIST ext_element_${i} ident CDATA #IMPLIED label CDATA #IMPLIED>`,
    ).join('\n');
    expect(subset.length).toBeGreaterThan(20_000);
    const { status, content } = await uploadFile(t, token, 'ilias_qti.xml', qti12WithSubset(subset));
    expect(status, content.message).toBe(200);
    expectReportAddsUp(content.report, 1);
  });

  test('a subset declaring an entity is still refused, and nothing is stored', async () => {
    const before = await templateCount();
    const { status, content } = await uploadFile(
      t,
      token,
      'evil.xml',
      qti12WithSubset('<!ELEMENT x ANY>\n<!ENTITY boom "boom">'),
    );
    expect(status).toBe(400);
    expect(content.message).toBe('XML with a DOCTYPE or entity declarations is not accepted: evil.xml');
    expect(await templateCount()).toBe(before);
  });
});

test('a QTI 2.1 choice whose answer key is only in its response processing is read with that key', async () => {
  const item = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="rp" title="Key in processing" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"/>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"><defaultValue><value>0</value></defaultValue></outcomeDeclaration>
  <itemBody><choiceInteraction responseIdentifier="RESPONSE" shuffle="true" maxChoices="1">
    <prompt>Which gas do plants take in for photosynthesis?</prompt>
    <simpleChoice identifier="O2">Oxygen</simpleChoice>
    <simpleChoice identifier="CO2">Carbon dioxide</simpleChoice>
    <simpleChoice identifier="N2">Nitrogen</simpleChoice>
  </choiceInteraction></itemBody>
  <responseProcessing>
    <responseCondition>
      <responseIf>
        <match><variable identifier="RESPONSE"/><baseValue baseType="identifier">CO2</baseValue></match>
        <setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>
      </responseIf>
      <responseElse>
        <setOutcomeValue identifier="SCORE"><baseValue baseType="float">0</baseValue></setOutcomeValue>
      </responseElse>
    </responseCondition>
  </responseProcessing>
</assessmentItem>`;
  const zip = zipSync({
    'imsmanifest.xml': strToU8(
      '<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources><resource identifier="r" type="imsqti_item_xmlv2p1" href="rp.xml"><file href="rp.xml"/></resource></resources></manifest>',
    ),
    'rp.xml': strToU8(item),
  });
  const { status, content } = await uploadFile(t, token, 'processing.zip', zip);
  expect(status, content.message).toBe(200);
  expect(content.report.lines).toEqual([
    expect.objectContaining({ type: 'single answer', status: 'imported' }),
  ]);
  const quiz = await storedQuiz(t, content.created[0]!.id);
  expect(quiz.activities[0]!.questions[0]).toMatchObject({
    options: ['Oxygen', 'Carbon dioxide', 'Nitrogen'],
    right: ['Carbon dioxide'],
  });
});

describe('a file refused whole', () => {
  const MARKERS = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="ddmarker"><name><text>Mark the nucleus</text></name>
    <questiontext format="html"><text><![CDATA[<p>Drag the marker onto the nucleus.</p>]]></text></questiontext></question>
  <question type="description"><name><text>About cells</text></name>
    <questiontext format="html"><text><![CDATA[<p>The next questions are about cells.</p>]]></text></questiontext></question>
</quiz>`;

  test('is called a file and carries a report line for each of its items, and stores nothing', async () => {
    const before = await templateCount();
    const response = await t.app.inject({
      method: 'POST',
      url: IMPORT_URL,
      payload: Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="file"; filename="markers.xml"\r\n' +
            'Content-Type: text/xml\r\n\r\n',
        ),
        Buffer.from(MARKERS),
        Buffer.from('\r\n--b--\r\n'),
      ]),
      headers: { 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(400);
    const content = response.json().content;
    expect(content.message).toBe('The file holds no questions the console can import.');
    expectReportAddsUp(content.report, 2);
    // A description reads as a text block (ADR 260); with no question beside it, it is not stored either.
    expect(content.report.lines).toEqual([
      expect.objectContaining({
        item: 'The next questions are about cells.',
        type: 'text block',
        status: 'skipped',
        notes: ['Text shown between questions, and the upload has no question to show it with.'],
      }),
      expect.objectContaining({ item: 'Mark the nucleus', type: 'ddmarker', status: 'skipped' }),
    ]);
    expect(await templateCount()).toBe(before);
  });

  test('GIFT text with nothing to import is a file too, with its report', async () => {
    const { status, content } = await uploadFile(
      t,
      token,
      'notes.gift',
      '::D:: A text between questions.\n\n::N:: {#}',
    );
    expect(status).toBe(400);
    expect(content.message).toBe('The file holds no questions the console can import.');
    expect(content.report.total).toBe(content.report.lines.length);
    expect(content.report.skipped).toBe(content.report.total);
  });
});

test('a Blackboard 5 pool (.dat of the POOL format) is read as Moodle reads it, every question accounted for', async () => {
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="man00001" xmlns:bb="http://www.blackboard.com/content-packaging/">
  <organizations default="toc00001"><organization identifier="toc00001"/></organizations>
  <resources>
    <resource bb:file="res00001.dat" bb:title="Cells pool" identifier="res00001" type="assessment/x-bb-pool" xml:base="res00001"/>
  </resources>
</manifest>`;
  const pool = `<?xml version="1.0" encoding="UTF-8"?>
<POOL>
  <COURSEID value="BIO101"/>
  <TITLE value="Cells pool"/>
  <QUESTIONLIST>
    <QUESTION id="q1" class="QUESTION_MULTIPLECHOICE" points="10"/>
    <QUESTION id="q2" class="QUESTION_MULTIPLEANSWER" points="10"/>
    <QUESTION id="q3" class="QUESTION_TRUEFALSE" points="10"/>
    <QUESTION id="q4" class="QUESTION_ESSAY" points="10"/>
    <QUESTION id="q5" class="QUESTION_MATCH" points="10"/>
  </QUESTIONLIST>
  <QUESTION_MULTIPLECHOICE id="q1">
    <BODY><TEXT>&lt;p&gt;Which organelle makes &lt;b&gt;ATP&lt;/b&gt;?&lt;/p&gt;</TEXT><FLAGS><ISHTML value="true"/><ISNEWLINELITERAL value="false"/></FLAGS></BODY>
    <ANSWER id="q1_a1" position="1"><TEXT>Nucleus</TEXT></ANSWER>
    <ANSWER id="q1_a2" position="2"><TEXT>Mitochondrion</TEXT></ANSWER>
    <GRADABLE><FEEDBACK_WHEN_CORRECT>Right</FEEDBACK_WHEN_CORRECT><FEEDBACK_WHEN_INCORRECT>No</FEEDBACK_WHEN_INCORRECT><CORRECTANSWER answer_id="q1_a2"/></GRADABLE>
  </QUESTION_MULTIPLECHOICE>
  <QUESTION_MULTIPLEANSWER id="q2">
    <BODY><TEXT>Which are found in plant cells?</TEXT><FLAGS><ISHTML value="false"/></FLAGS></BODY>
    <ANSWER id="q2_a1" position="1"><TEXT>Cell wall</TEXT></ANSWER>
    <ANSWER id="q2_a2" position="2"><TEXT>Chloroplast</TEXT></ANSWER>
    <ANSWER id="q2_a3" position="3"><TEXT>Centriole</TEXT></ANSWER>
    <GRADABLE><CORRECTANSWER answer_id="q2_a1"/><CORRECTANSWER answer_id="q2_a2"/></GRADABLE>
  </QUESTION_MULTIPLEANSWER>
  <QUESTION_TRUEFALSE id="q3">
    <BODY><TEXT>Animal cells have a cell wall.</TEXT><FLAGS><ISHTML value="false"/></FLAGS></BODY>
    <ANSWER id="q3_a1" position="1"><TEXT>True</TEXT></ANSWER>
    <ANSWER id="q3_a2" position="2"><TEXT>False</TEXT></ANSWER>
    <GRADABLE><CORRECTANSWER answer_id="q3_a2"/></GRADABLE>
  </QUESTION_TRUEFALSE>
  <QUESTION_ESSAY id="q4">
    <BODY><TEXT>Describe how a cell divides.</TEXT><FLAGS><ISHTML value="false"/></FLAGS></BODY>
    <ANSWER id="q4_a1" position="1"><TEXT>Mitosis: prophase, metaphase, anaphase, telophase.</TEXT></ANSWER>
  </QUESTION_ESSAY>
  <QUESTION_MATCH id="q5">
    <BODY><TEXT>Match each organelle to its job.</TEXT><FLAGS><ISHTML value="false"/></FLAGS></BODY>
  </QUESTION_MATCH>
</POOL>`;
  const zip = zipSync({ 'imsmanifest.xml': strToU8(manifest), 'res00001.dat': strToU8(pool) });
  const { status, content } = await uploadFile(t, token, 'Cells pool.zip', zip);
  expect(status, content.message).toBe(200);
  expectReportAddsUp(content.report, 5);
  expect(content.report.lines.map((l) => [l.type, l.status])).toEqual([
    ['single answer', 'imported'],
    ['multiple answer', 'imported'],
    ['true/false', 'imported'],
    ['essay', 'imported'],
    ['QUESTION_MATCH', 'skipped'],
  ]);
  expect(content.report.lines[4]!.notes[0]).toMatch(/^A QUESTION_MATCH item has no counterpart here/);
  const quiz = await storedQuiz(t, content.created[0]!.id);
  expect(quiz.title).toBe('Cells pool');
  expect(quiz.activities[0]!.questions.slice(0, 2)).toMatchObject([
    {
      title: '<p>Which organelle makes <b>ATP</b>?</p>',
      options: ['Nucleus', 'Mitochondrion'],
      right: ['Mitochondrion'],
    },
    { multiple: true, right: ['Cell wall', 'Chloroplast'] },
  ]);
});
