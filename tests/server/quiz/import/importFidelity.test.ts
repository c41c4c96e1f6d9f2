/**
 * What the import reads, held against what the real packages hold (written by Canvas and the QTI reference
 * implementations, ../shared/formats/samples): the report has one line per item of the source, counted here from
 * the source's XML and not by the reader; choice items keep their options and right answers; no option carries
 * feedback; everything read can be saved in the editor as it is.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { QuizPayloadSchema } from '../../../../src/domain/quiz/quizPayload';
import { validateQuiz } from '../../../../src/domain/quiz/quizValidation';
import { type ReadPackage } from '../../../../server/imports/importedQuiz';
import { reportOf } from '../../../../server/imports/importReport';
import { readPackage, readXmlDocument } from '../../../../server/imports/packageReader';
import { repairForEditor } from '../../../../server/imports/repairForEditor';
import { unpackZip } from '../../../../server/imports/safeZip';
import { readTextQuestions } from '../../../../server/imports/textFormats';
import { payloadOf } from '../../../../server/imports/storeImport';

const SAMPLES = resolve(__dirname, '../../../../../shared/formats/samples');
const LMS = join(SAMPLES, 'lms/instructure-qti');
type Files = Record<string, Uint8Array>;

function filesUnder(dir: string): Files {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  return Object.fromEntries(walk(dir).map((f) => [relative(dir, f), new Uint8Array(readFileSync(f))]));
}

const withoutComments = (xml: string) => xml.replace(/<!--[\s\S]*?-->/g, '');

/**
 * The items a package holds, counted from its XML: the `<item>`s of its QTI 1.2 documents (Canvas's CC-profile copy
 * left out where its full quiz is beside it) and its QTI 2 item documents.
 */
function itemsInSource(files: Files): number {
  let count = 0;
  for (const [path, bytes] of Object.entries(files)) {
    if (!/\.(xml|qti|dat)$/i.test(path) || path.startsWith('__MACOSX')) continue;
    const twin = /^([^/]+)\/assessment_qti\.xml$/.exec(path);
    if (twin && files[`non_cc_assessments/${twin[1]}.xml.qti`]) continue;
    const xml = withoutComments(strFromU8(bytes));
    if (/<(\w+:)?questestinterop\b/.test(xml)) count += (xml.match(/<(\w+:)?item[\s>]/g) ?? []).length;
    else if (/<(\w+:)?assessmentItem\b/.test(xml)) count += 1;
  }
  return count;
}

/** Every text the source gives as feedback, at least a few words long. */
function feedbackTexts(xml: string): string[] {
  const found = [
    ...xml.matchAll(/<(feedbackInline|feedbackBlock|modalFeedback|itemfeedback)\b[^>]*>([\s\S]*?)<\/\1>/g),
  ];
  return found
    .map((m) =>
      m[2]!
        .replace(/<[^>]*>/g, ' ')
        .replace(/&lt;[\s\S]*?&gt;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => text.length >= 4);
}

function report(read: ReadPackage) {
  const lines = reportOf(read);
  const count = (status: string) => lines.filter((l) => l.status === status).length;
  return {
    lines,
    total: lines.length,
    imported: count('imported'),
    changed: count('changed'),
    skipped: count('skipped'),
  };
}

/** Every question read passes the editor's own save check and the payload's bounds. */
function expectSavable(read: ReadPackage, name: string) {
  for (const quiz of read.quizzes) {
    const payload = payloadOf(quiz, []);
    expect(QuizPayloadSchema.safeParse(payload).success, `${name}: ${quiz.title}`).toBe(true);
    // An activity holding only random slots (a quiz of question groups, ADR 259) has no question of its own.
    const onlySlots = new Set(
      quiz.activities.flatMap((a, index) =>
        a.items.length === 0 && a.draws ? [`activities.${index}.items`] : [],
      ),
    );
    expect(
      validateQuiz({ ...payload, quizType: null }, 'template', 'create').filter(
        (i) => !onlySlots.has(i.field),
      ),
      `${name}: ${quiz.title}`,
    ).toEqual([]);
  }
}

function expectNoFeedbackInOptions(read: ReadPackage, feedback: readonly string[], name: string) {
  for (const quiz of read.quizzes)
    for (const activity of quiz.activities)
      for (const item of activity.items)
        if (item.kind === 'question')
          for (const option of item.options)
            for (const text of feedback) expect(option, `${name}: feedback in an option`).not.toContain(text);
}

/** A package's read, or the refusal when it holds nothing to import. */
/** How an upload is read (ADR 221): every item, even when none can be imported. */
const EVERY_ITEM = { measure: true } as const;

function attempt(read: () => ReadPackage): ReadPackage | string {
  try {
    return read();
  } catch (error) {
    return (error as Error).message;
  }
}

const packages: [string, Files][] = [
  ...readdirSync(join(SAMPLES, 'import')).map((name): [string, Files] => [
    name,
    unzipSync(new Uint8Array(readFileSync(join(SAMPLES, 'import', name)))),
  ]),
  ...readdirSync(LMS)
    .filter((name) => statSync(join(LMS, name)).isDirectory())
    .filter((name) => readdirSync(join(LMS, name)).includes('imsmanifest.xml'))
    .map((name): [string, Files] => [name, filesUnder(join(LMS, name))]),
];

describe('every sample package: the report accounts for every item it holds', () => {
  test.each(packages)('%s', (name, files) => {
    // Read as an upload is (ADR 221): every item, even when none can be imported, so the report always counts.
    const result = attempt(() => readPackage(unpackZip(zipSync(files)), name, undefined, EVERY_ITEM));
    const xml = Object.values(files)
      .map((b) => strFromU8(b))
      .join('\n');
    if (typeof result === 'string') throw new Error(`${name} refused: ${result}`);
    const counted = report(result);
    expect(counted.total).toBe(itemsInSource(files));
    expect(counted.imported + counted.changed + counted.skipped).toBe(counted.total);
    for (const line of counted.lines) {
      if (line.status === 'skipped') expect(line.notes.length, `${line.item}: no reason`).toBeGreaterThan(0);
    }
    expectNoFeedbackInOptions(result, feedbackTexts(xml), name);
    expectSavable(result, name);
  });
});

/** A loose QTI 2 item wrapped in the smallest package an importer receives. */
function itemPackage(xml: Uint8Array): Files {
  return {
    'imsmanifest.xml': strToU8(
      '<?xml version="1.0"?><manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources>' +
        '<resource identifier="r" type="imsqti_item_xmlv2p2" href="item.xml"><file href="item.xml"/></resource>' +
        '</resources></manifest>',
    ),
    'item.xml': xml,
  };
}

const choiceText = (xml: string) =>
  xml
    .replace(/<(feedbackInline|feedbackBlock)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const qti2Items = ['items_2.1', 'items_2.2'].flatMap((dir) =>
  readdirSync(join(LMS, dir))
    .filter((name) => name.endsWith('.xml'))
    .map((name): [string, string] => [`${dir}/${name}`, join(LMS, dir, name)]),
);

describe('every QTI 2.1 and 2.2 item: one report line, and choices as the source has them', () => {
  test.each(qti2Items)('%s', (name, path) => {
    const bytes = new Uint8Array(readFileSync(path));
    const xml = withoutComments(strFromU8(bytes));
    const result = attempt(() => readPackage(unpackZip(zipSync(itemPackage(bytes))), 'item.zip'));
    if (typeof result === 'string') {
      expect(result, name).toMatch(/no questions the console can import|not well-formed|DOCTYPE/);
      return;
    }
    expect(report(result).total).toBe(1);
    expectNoFeedbackInOptions(result, feedbackTexts(xml), name);
    expectSavable(result, name);
    const question = result.quizzes[0]?.activities[0]?.items[0];
    // Questions of the other types (true/false among them) are held to their sources in tests/server/imports.
    if (question?.kind !== 'question' || question.questionType !== undefined) return;
    // The source's choices, read here with plain patterns: text without feedback, right ones from correctResponse.
    // A hot-text item's choices are its hot texts (ADR 213).
    const choices = [
      ...xml.matchAll(/<(simpleChoice|hottext)\b[^>]*identifier="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g),
    ].map((m) => [m[0], m[2]!, m[3]!] as const);
    const correct = [...xml.matchAll(/<correctResponse>([\s\S]*?)<\/correctResponse>/g)].flatMap((m) =>
      [...m[1]!.matchAll(/<value>\s*([^<\s]+)\s*<\/value>/g)].map((v) => v[1]!),
    );
    const texts = choices.map((c) => choiceText(c[2]!));
    question.options.forEach((option, index) => {
      // MathML reads as a formula (tests/server/quiz/import/importMath.test.ts), pictures as their description.
      if (texts[index] !== '' && !/<(\w+:)?math\b/.test(choices[index]![2]!))
        expect(option, name).toBe(texts[index]);
    });
    if (correct.length > 0)
      expect(question.right.map((i) => choices[i]![1])).toEqual(
        choices.map((c) => c[1]!).filter((id) => correct.includes(id)),
      );
  });
});

const qti12Documents = [
  ...readdirSync(LMS)
    .filter((name) => name.endsWith('.xml'))
    .map((name): [string, string] => [name, join(LMS, name)]),
  ...['items_1.2', 'mathml'].flatMap((dir) =>
    readdirSync(join(LMS, dir))
      .filter((name) => name.endsWith('.xml'))
      .map((name): [string, string] => [`${dir}/${name}`, join(LMS, dir, name)]),
  ),
];

describe('every loose QTI 1.2 document: the report accounts for every item', () => {
  test.each(qti12Documents)('%s', (name, path) => {
    const bytes = new Uint8Array(readFileSync(path));
    const xml = withoutComments(strFromU8(bytes));
    const result = attempt(() => readXmlDocument(bytes, 'document.xml', undefined, EVERY_ITEM).read);
    if (typeof result === 'string') {
      // Only a file that is not XML at all is refused before its items can be counted, with the reason.
      expect(result, name).toMatch(/not well-formed/);
      return;
    }
    const counted = report(result);
    expect(counted.total, name).toBe((xml.match(/<item[\s>]/g) ?? []).length);
    expectNoFeedbackInOptions(result, feedbackTexts(xml), name);
    expectSavable(result, name);
  });
});

/** A QTI 1.2 choice item as ILIAS, Blackboard and Canvas write it: `labels` are [ident, text, points]. */
function qti12Item(title: string, labels: [string, string, string][], extra = '') {
  return (
    `<item ident="${title}" title="${title}">${extra}<presentation><flow><material><mattext texttype="text/xhtml">` +
    '&lt;p&gt;Which &lt;em&gt;organelle&lt;/em&gt; makes ATP?&lt;/p&gt;</mattext></material>' +
    '<response_lid ident="MCSR" rcardinality="Single"><render_choice shuffle="Yes">' +
    labels
      .map(
        ([ident, text]) => `<response_label ident="${ident}"><material>${text}</material></response_label>`,
      )
      .join('') +
    '</render_choice></response_lid></flow></presentation><resprocessing><outcomes><decvar/></outcomes>' +
    labels
      .map(
        ([ident, , points]) =>
          `<respcondition continue="Yes"><conditionvar><varequal respident="MCSR">${ident}</varequal></conditionvar>` +
          `<setvar action="Add">${points}</setvar><displayfeedback feedbacktype="Response" linkrefid="f${ident}"/></respcondition>`,
      )
      .join('') +
    '</resprocessing>' +
    labels
      .map(
        ([ident]) =>
          `<itemfeedback ident="f${ident}"><flow_mat><material><mattext>Feedback for ${ident}</mattext></material></flow_mat></itemfeedback>`,
      )
      .join('') +
    '</item>'
  );
}
const text = (t: string) => `<mattext texttype="text/plain">${t}</mattext>`;

describe('QTI 1.2 as other systems write it', () => {
  test('an ILIAS file with its DOCTYPE line reads; partial credit keeps the best option and says so', () => {
    const xml =
      '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE questestinterop SYSTEM "ims_qtiasiv1p2p1.dtd">\n' +
      '<!--Generated by ILIAS XmlWriter--><questestinterop>' +
      qti12Item(
        'Cells',
        [
          ['0', text('Mitochondrion'), '10'],
          ['1', text('Chloroplast'), '5'],
          ['2', text('Ribosome'), '0'],
        ],
        '<itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>QUESTIONTYPE</fieldlabel>' +
          '<fieldentry>SINGLE CHOICE QUESTION</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>',
      ) +
      '</questestinterop>';
    const read = readXmlDocument(strToU8(xml), 'ilias_qpl.xml').read;
    const question = read.quizzes[0]!.activities[0]!.items[0]!;
    expect(question).toMatchObject({
      kind: 'question',
      title: 'Which organelle makes ATP?',
      html: '<p>Which <em>organelle</em> makes ATP?</p>',
      isMultiple: false,
      options: ['Mitochondrion', 'Chloroplast', 'Ribosome'],
      right: [0],
      notes: [
        'Partial credit (A 10 points, B 5 points) cannot be kept: only the best option (A) is right here.',
      ],
    });
    expect(report(read)).toMatchObject({ total: 1, changed: 1 });
  });

  test('an ILIAS question pool zip (its _qti.xml beside its own _qpl.xml, no IMS manifest) reads its questions', () => {
    const qti =
      '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE questestinterop SYSTEM "ims_qtiasiv1p2p1.dtd">\n' +
      '<questestinterop>' +
      qti12Item('Powerhouse', [
        ['0', text('Mitochondrion'), '1'],
        ['1', text('Nucleus'), '0'],
      ]) +
      qti12Item('Green', [
        ['0', text('Chloroplast'), '1'],
        ['1', text('Vacuole'), '0'],
      ]) +
      '</questestinterop>';
    const folder = '1700000000__0__qpl_4711';
    const files = unpackZip(
      zipSync({
        [`${folder}/${folder}_qti.xml`]: strToU8(qti),
        [`${folder}/${folder}_qpl.xml`]: strToU8('<?xml version="1.0"?><ContentObject Type="qpl"/>'),
        [`${folder}/objects/readme.txt`]: strToU8('media'),
      }),
    );
    const read = readPackage(files, 'Cell pool.zip');
    expect(read.quizzes.flatMap((q) => q.activities.flatMap((a) => a.items.map((i) => i.title)))).toEqual([
      'Which organelle makes ATP?',
      'Which organelle makes ATP?',
    ]);
    expect(report(read)).toMatchObject({ total: 2, imported: 2 });
    // A zip with neither a manifest nor a QTI document is still refused by name.
    expect(() => readPackage(unpackZip(zipSync({ 'notes.xml': strToU8('<notes/>') })), 'x.zip')).toThrow(
      'The package has no imsmanifest.xml.',
    );
  });

  test('a DOCTYPE that declares entities stays refused: a billion laughs and an external entity', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;">]><questestinterop><item ident="a">&lol2;</item></questestinterop>';
    const external =
      '<?xml version="1.0"?><!DOCTYPE questestinterop [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
      '<questestinterop><item ident="a" title="&xxe;"/></questestinterop>';
    const externalSubset =
      '<!DOCTYPE questestinterop SYSTEM "http://127.0.0.1:9/evil.dtd" [<!ENTITY % p SYSTEM "http://127.0.0.1:9/x">%p;]>' +
      '<questestinterop/>';
    for (const xml of [laughs, external, externalSubset])
      expect(() => readXmlDocument(strToU8(xml), 'evil.xml')).toThrow(
        'XML with a DOCTYPE or entity declarations is not accepted: evil.xml',
      );
  });

  test('a Blackboard question pool is read: its .dat named by bb:file, formatted text, SCORE.max as the right answer', () => {
    const item = (title: string, type: string, answers: string[], right: number) =>
      `<item title="${title}"><itemmetadata><bbmd_questiontype>${type}</bbmd_questiontype></itemmetadata>` +
      '<presentation><flow class="Block"><flow class="QUESTION_BLOCK"><flow class="FORMATTED_TEXT_BLOCK"><material>' +
      `<mat_extension><mat_formattedtext type="HTML">&lt;p&gt;${title}?&lt;/p&gt;</mat_formattedtext></mat_extension>` +
      '</material></flow></flow><flow class="RESPONSE_BLOCK"><response_lid ident="response" rcardinality="Single">' +
      '<render_choice shuffle="No">' +
      answers
        .map(
          (a, i) =>
            `<flow_label class="Block"><response_label ident="id${i}"><flow_mat class="FORMATTED_TEXT_BLOCK"><material>` +
            `<mat_extension><mat_formattedtext type="HTML">&lt;p&gt;${a}&lt;/p&gt;</mat_formattedtext></mat_extension>` +
            '</material></flow_mat></response_label></flow_label>',
        )
        .join('') +
      '</render_choice></response_lid></flow></flow></presentation><resprocessing><outcomes>' +
      '<decvar varname="SCORE" vartype="Decimal" defaultval="0" minvalue="0" maxvalue="10"/></outcomes>' +
      `<respcondition title="correct"><conditionvar><varequal respident="response" case="No">id${right}</varequal>` +
      '</conditionvar><setvar variablename="SCORE" action="Set">SCORE.max</setvar></respcondition>' +
      '<respcondition title="incorrect"><conditionvar><other/></conditionvar>' +
      '<setvar variablename="SCORE" action="Set">0</setvar></respcondition></resprocessing>' +
      '<itemfeedback ident="correct" view="All"><flow_mat class="Block"><flow_mat class="FORMATTED_TEXT_BLOCK"><material>' +
      '<mat_extension><mat_formattedtext type="HTML">Well done, that is right</mat_formattedtext></mat_extension>' +
      '</material></flow_mat></flow_mat></itemfeedback></item>';
    const pool =
      '<?xml version="1.0" encoding="UTF-8"?><questestinterop><assessment title="Cell biology pool">' +
      '<assessmentmetadata><bbmd_assessmenttype>Pool</bbmd_assessmenttype></assessmentmetadata>' +
      '<section><sectionmetadata/>' +
      item('Powerhouse of the cell', 'Multiple Choice', ['Mitochondrion', 'Nucleus'], 0) +
      item('Cells have walls', 'True/False', ['true', 'false'], 1) +
      '<item title="Describe osmosis"><itemmetadata><bbmd_questiontype>Essay</bbmd_questiontype></itemmetadata>' +
      '<presentation><flow class="Block"><response_str ident="response"><render_fib/></response_str></flow></presentation></item>' +
      '</section></assessment></questestinterop>';
    const files = {
      'imsmanifest.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><manifest identifier="man00001" xmlns:bb="http://www.blackboard.com/content-packaging/">' +
          '<organizations/><resources><resource bb:file="res00001.dat" bb:title="Cell biology pool" identifier="res00001" ' +
          'type="assessment/x-bb-qti-pool" xml:base="res00001"/></resources></manifest>',
      ),
      'res00001.dat': strToU8(pool),
    };
    const read = readPackage(unpackZip(zipSync(files)), 'ExportFile_pool.zip');
    expect(read.quizzes.map((q) => q.title)).toEqual(['Cell biology pool']);
    expect(read.quizzes[0]!.activities[0]!.items).toEqual([
      expect.objectContaining({
        title: 'Powerhouse of the cell?',
        options: ['Mitochondrion', 'Nucleus'],
        right: [0],
      }),
      // Blackboard's feedback on a right answer is the feedback on False, the right one.
      expect.objectContaining({
        title: 'Cells have walls?',
        questionType: 'trueFalse',
        definition: { answer: false, feedbackFalse: 'Well done, that is right' },
      }),
      expect.objectContaining({ title: 'Describe osmosis', questionType: 'essay' }),
    ]);
    expect(report(read)).toMatchObject({ total: itemsInSource(files), imported: 3, skipped: 0 });
    expectNoFeedbackInOptions(read, ['Well done, that is right'], 'pool');
  });

  test('picture options are options with their picture, described by its text (or "Image B"), nothing noted', () => {
    const xml =
      '<questestinterop>' +
      qti12Item('Pictures', [
        ['a', '<matimage imagtype="image/png" uri="cell.png" label="A plant cell"/>', '1'],
        ['b', '<matimage imagtype="image/png" uri="other.png"/>', '0'],
      ]) +
      '</questestinterop>';
    const question = readXmlDocument(strToU8(xml), 'pictures.xml').read.quizzes[0]!.activities[0]!.items[0]!;
    // ADR 311: each picture is its option's own, stored with the question's images and not shown in its text.
    expect(question).toMatchObject({
      options: ['', ''],
      optionPictures: [
        { src: 'cell.png', alt: 'A plant cell' },
        { src: 'other.png', alt: 'Image B' },
      ],
      right: [0],
      images: [
        { src: 'cell.png', alt: 'A plant cell', entryPicture: true },
        { src: 'other.png', alt: '', entryPicture: true },
      ],
    });
    expect(question.kind === 'question' && question.notes).toBeUndefined();
  });

  test.each([
    [7, 7, []],
    [21, 20, ['The question showed 21 pictures; the first 20 are kept.']],
  ])('a question showing %i pictures keeps %i of them (ADR 298)', (shown, kept, notes) => {
    const pictures = Array.from(
      { length: shown },
      (_, i) => `&lt;img src="cell${i}.png" alt="Cell ${i}"&gt;`,
    );
    const xml =
      '<questestinterop>' +
      qti12Item('Pictures', [
        ['a', text('Nucleus'), '0'],
        ['b', text('Mitochondrion'), '1'],
      ]).replace('makes ATP?&lt;/p&gt;', `makes ATP?&lt;/p&gt;&lt;p&gt;${pictures.join('')}&lt;/p&gt;`) +
      '</questestinterop>';
    const read = readXmlDocument(strToU8(xml), 'pictures.xml').read;
    const question = read.quizzes[0]!.activities[0]!.items[0]!;
    expect(question.kind === 'question' && question.images.length).toBe(kept);
    expect(question.kind === 'question' && (question.notes ?? [])).toEqual(notes);
    expectSavable(read, 'pictures');
  });

  test('blank and repeated options and a two-letter question are repaired with notes, so the editor saves them', () => {
    const xml =
      '<questestinterop>' +
      qti12Item('Q', [
        ['a', text(''), '1'],
        ['b', text('Same'), '0'],
        ['c', text('Same'), '0'],
      ]).replace(/Which &lt;em&gt;organelle&lt;\/em&gt; makes ATP\?/, 'Hi') +
      '</questestinterop>';
    const read = readXmlDocument(strToU8(xml), 'repairs.xml').read;
    expect(read.quizzes[0]!.activities[0]!.items[0]).toMatchObject({
      title: 'Question: Hi',
      options: ['Option A', 'Same', 'Same (2)'],
      notes: [
        'Option A was blank: it reads "Option A".',
        'Option C repeated the text of another option: it reads "Same (2)".',
        'The question text "Hi" was shorter than 3 characters: it reads "Question: Hi".',
      ],
    });
    expectSavable(read, 'repairs');
  });
});

describe('Moodle XML and GIFT: the report accounts for every question of the file, counted from its text', () => {
  const fixture = (...path: string[]) => new Uint8Array(readFileSync(resolve(__dirname, ...path)));
  test.each([
    ['documented-moodle.xml', fixture('fixtures', 'documented-moodle.xml')],
    ['moodleXmlPage.xml', fixture('../../imports/fixtures', 'moodleXmlPage.xml')],
  ])('%s', (name, bytes) => {
    const xml = withoutComments(strFromU8(bytes));
    const questions = [...xml.matchAll(/<question\s+type="([^"]*)"/g)].filter((m) => m[1] !== 'category');
    const counted = report(readXmlDocument(bytes, name, undefined, EVERY_ITEM).read);
    expect(questions.length).toBeGreaterThan(5);
    expect(counted.total, name).toBe(questions.length);
    expect(counted.imported + counted.changed + counted.skipped).toBe(counted.total);
  });

  test.each([
    ['documented.gift', fixture('fixtures', 'documented.gift')],
    ['moodleGiftPage.gift', fixture('../../imports/fixtures', 'moodleGiftPage.gift')],
  ])('%s', (name, bytes) => {
    // A GIFT question is a paragraph (blank lines between them) that is neither a comment nor a category.
    const paragraphs = strFromU8(bytes)
      .split(/\r?\n\s*\r?\n/)
      .map((p) => p.replace(/^[ \t]*\/\/.*$/gm, '').trim())
      .filter((p) => p !== '' && !/^\$CATEGORY:/.test(p));
    const counted = report(repairForEditor(readTextQuestions(bytes, name, undefined, EVERY_ITEM)));
    expect(paragraphs.length).toBeGreaterThan(5);
    expect(counted.total, name).toBe(paragraphs.length);
  });
});
