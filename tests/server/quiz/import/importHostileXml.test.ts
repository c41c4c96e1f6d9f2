/**
 * Hostile XML in every place an upload holds XML: nesting past the limit, or an element or attribute named after
 * JavaScript's object machinery, is a 400 naming the file and the reason, read on the heavy-work thread like any
 * upload, and stores nothing. Each hostile document is built here.
 */
import { strToU8, zipSync } from 'fflate';
import { IMPORT_MESSAGES } from '../../../../server/imports/importErrors';
import { parseXml, XML_MAX_DEPTH } from '../../../../server/imports/xmlTree';
import { createTestApp, type TestApp } from '../../testApp';
import { uploadFile } from './importUpload';

/** `levels` elements, each inside the one before. */
const nested = (levels: number) => '<div>'.repeat(levels) + '</div>'.repeat(levels);
/** Deep enough that the parser's own recursion, were it unbounded, would be what answers. */
const DEEP = nested(5000);

const manifestOf = (resources: string) =>
  `<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="m">` +
  `<organizations/><resources>${resources}</resources></manifest>`;
const resource = (type: string, href: string, identifier = `r-${href.replace(/\W/g, '-')}`) =>
  `<resource identifier="${identifier}" type="${type}" href="${href}"><file href="${href}"/></resource>`;

const qti2Item = (body: string) =>
  '<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="i" title="Cells">' +
  '<responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse>' +
  '<value>A</value></correctResponse></responseDeclaration><itemBody>' +
  body +
  '<choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><prompt>Which organelle makes ATP?</prompt>' +
  '<simpleChoice identifier="A">Mitochondrion</simpleChoice><simpleChoice identifier="B">Ribosome</simpleChoice>' +
  '</choiceInteraction></itemBody></assessmentItem>';

const qti12 = (material: string) =>
  '<questestinterop><assessment ident="a" title="Cells"><section ident="s"><item ident="q" title="ATP">' +
  `<presentation><material><mattext texttype="text/plain">Which organelle makes ATP?</mattext>${material}` +
  '</material><response_lid ident="r" rcardinality="Single"><render_choice>' +
  '<response_label ident="A"><material><mattext>Mitochondrion</mattext></material></response_label>' +
  '<response_label ident="B"><material><mattext>Ribosome</mattext></material></response_label>' +
  '</render_choice></response_lid></presentation></item></section></assessment></questestinterop>';

const moodle = (inside: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><quiz><question type="multichoice"><name><text>ATP</text></name>' +
  `<questiontext format="html"><text>Which organelle makes ATP?</text>${inside}</questiontext>` +
  '<single>true</single><answer fraction="100"><text>Mitochondrion</text></answer>' +
  '<answer fraction="0"><text>Ribosome</text></answer></question></quiz>';

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));

const GOOD_ITEM = qti2Item('');

/** Each place an upload holds XML: the upload's name, its bytes, and the file the refusal must name. */
const deepIn: [string, string, () => Uint8Array | string, string][] = [
  ['a Moodle XML file', 'moodle.xml', () => moodle(DEEP), 'moodle.xml'],
  ['a bare QTI 1.2 document', 'pool.xml', () => qti12(DEEP), 'pool.xml'],
  [
    'the manifest of a package',
    'deep-manifest.zip',
    () =>
      zip({
        'imsmanifest.xml': manifestOf(resource('imsqti_item_xmlv2p1', 'item.xml') + DEEP),
        'item.xml': GOOD_ITEM,
      }),
    'imsmanifest.xml',
  ],
  [
    'a QTI 2.1 item of a package',
    'deep-item.zip',
    () =>
      zip({
        'imsmanifest.xml': manifestOf(resource('imsqti_item_xmlv2p1', 'items/item.xml')),
        'items/item.xml': qti2Item(DEEP),
      }),
    'items/item.xml',
  ],
  [
    'a QTI 2.2 test of a package',
    'deep-test.zip',
    () =>
      zip({
        'imsmanifest.xml': manifestOf(
          resource('imsqti_test_xmlv2p2', 'test.xml') + resource('imsqti_item_xmlv2p2', 'item.xml'),
        ),
        'test.xml':
          '<assessmentTest xmlns="http://www.imsglobal.org/xsd/imsqti_v2p2" identifier="t" title="Cells">' +
          `<testPart identifier="p">${DEEP}<assessmentSection identifier="s" title="One">` +
          '<assessmentItemRef identifier="i" href="item.xml"/></assessmentSection></testPart></assessmentTest>',
        'item.xml': GOOD_ITEM,
      }),
    'test.xml',
  ],
  [
    'a QTI 1.2 assessment a manifest names',
    'deep-assessment.zip',
    () =>
      zip({
        'imsmanifest.xml': manifestOf(resource('imsqti_xmlv1p2', 'assessment.xml')),
        'assessment.xml': qti12(DEEP),
      }),
    'assessment.xml',
  ],
  [
    "a Common Cartridge's Canvas quiz (.imscc)",
    'course.imscc',
    () =>
      zip({
        'imsmanifest.xml': manifestOf(
          resource('imsqti_xmlv1p2/imscc_xmlv1p1/assessment', 'q1/assessment_qti.xml', 'q1'),
        ),
        'q1/assessment_qti.xml': qti12(''),
        'non_cc_assessments/q1.xml.qti': qti12(DEEP),
      }),
    'non_cc_assessments/q1.xml.qti',
  ],
  [
    'a Blackboard pool (.dat)',
    'blackboard.zip',
    () =>
      zip({
        'imsmanifest.xml': manifestOf(
          '<resource xmlns:bb="http://www.blackboard.com/content-packaging/" identifier="res00001" ' +
            'type="assessment/x-bb-qti-pool" bb:file="res00001.dat"/>',
        ),
        'res00001.dat': qti12(DEEP),
      }),
    'res00001.dat',
  ],
  [
    'an ILIAS pool without a manifest',
    'ilias.zip',
    () => zip({ '1_qpl_2_qti.xml': qti12(DEEP) }),
    '1_qpl_2_qti.xml',
  ],
];

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
        .where('kind', '=', 'template')
        .executeTakeFirstOrThrow()
    ).n,
  );

async function expectRefused(name: string, bytes: Uint8Array | string, message: string) {
  const before = await templateCount();
  const result = await uploadFile(t, token, name, bytes);
  expect({ status: result.status, message: result.content.message }).toEqual({ status: 400, message });
  expect(await templateCount()).toBe(before);
}

describe(`elements nested more than ${XML_MAX_DEPTH} levels deep`, () => {
  test.each(deepIn)('in %s: a 400 naming the file, nothing stored', async (_where, name, bytes, file) => {
    await expectRefused(name, bytes(), IMPORT_MESSAGES.tooDeep(file, XML_MAX_DEPTH));
  });

  test(`${XML_MAX_DEPTH} levels read; one more is refused`, () => {
    expect(parseXml(strToU8(nested(XML_MAX_DEPTH)), 'edge.xml').name).toBe('div');
    expect(() => parseXml(strToU8(nested(XML_MAX_DEPTH + 1)), 'edge.xml')).toThrow(
      IMPORT_MESSAGES.tooDeep('edge.xml', XML_MAX_DEPTH),
    );
  });

  test('an upload within the limit still imports', async () => {
    const result = await uploadFile(t, token, 'fine.xml', moodle(nested(XML_MAX_DEPTH - 4)));
    expect(result.status, JSON.stringify(result.content)).toBe(200);
    expect(result.content.created).toEqual([expect.objectContaining({ questions: 1 })]);
  });
});

describe("names of JavaScript's object machinery", () => {
  test.each([
    [
      'an element named constructor',
      'moodle.xml',
      () => moodle('<constructor/>'),
      'moodle.xml',
      'constructor',
    ],
    [
      'an attribute named __proto__',
      'proto.zip',
      () =>
        zip({
          'imsmanifest.xml': manifestOf(resource('imsqti_item_xmlv2p1', 'item.xml')),
          'item.xml': qti2Item('<p __proto__="polluted">Read this first.</p>'),
        }),
      'item.xml',
      '__proto__',
    ],
    [
      'a prefixed element named prototype',
      'pool.xml',
      () => qti12('<x:prototype xmlns:x="urn:x"/>'),
      'pool.xml',
      'prototype',
    ],
  ] as const)(
    '%s: a 400 naming the file and the name, nothing stored',
    async (_what, name, bytes, file, xmlName) => {
      await expectRefused(name, bytes(), IMPORT_MESSAGES.reservedName(file, xmlName));
    },
  );
});
