/**
 * A choice question keeps its points, its general feedback and each answer's feedback from every format that has
 * them (ADR 376), read from files of each system's shape: a Canvas QTI 1.2 export (`points_possible`, `general_fb`,
 * an answer's `<ident>_fb`), the IMS QTI 2.1 example of `feedbackInline` (MAXSCORE), a Moodle XML `multichoice`
 * (`defaultgrade`, `<answer><feedback>`, `<generalfeedback>`) and GIFT (`#` after an answer, `####`; GIFT has no
 * points: 1).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  questionsOf,
  type ImportedQuestion,
  type ReadPackage,
} from '../../../../../server/imports/importedQuiz';
import { readPackage, readXmlDocument } from '../../../../../server/imports/packageReader';
import { repairForEditor } from '../../../../../server/imports/repairForEditor';
import { unpackZip } from '../../../../../server/imports/safeZip';
import { readTextQuestions } from '../../../../../server/imports/textFormats';
import { itemsPackage } from '../../../../../tests/server/imports/samplePackages';

const LMS = resolve(__dirname, '../../../../../../shared/formats/samples/lms/instructure-qti');

/** The questions an upload stores, as the import route reads them (repaired for the editor). */
const questionsIn = (read: ReadPackage): ImportedQuestion[] =>
  repairForEditor(read).quizzes.flatMap((quiz) => quiz.activities.flatMap(questionsOf));

/** What a choice question keeps beside its options and right answers. */
const details = (question: ImportedQuestion) => ({
  options: question.options,
  right: question.right,
  isMultiple: question.isMultiple,
  points: question.points ?? 1,
  feedback: question.feedback ?? '',
  optionFeedback: question.options.map((_, index) => question.optionFeedback?.[index] ?? ''),
  partialCredit: (question.definition as { partialCredit?: boolean } | undefined)?.partialCredit ?? false,
});

const canvasField = (label: string, entry: string) =>
  `<qtimetadatafield><fieldlabel>${label}</fieldlabel><fieldentry>${entry}</fieldentry></qtimetadatafield>`;
const canvasFeedback = (ident: string, text: string) =>
  `<itemfeedback ident="${ident}"><flow_mat><material><mattext texttype="text/html">&lt;p&gt;${text}&lt;/p&gt;</mattext></material></flow_mat></itemfeedback>`;
const canvasAnswerFeedback = (ident: string) =>
  `<respcondition continue="Yes"><conditionvar><varequal respident="response1">${ident}</varequal></conditionvar><displayfeedback feedbacktype="Response" linkrefid="${ident}_fb"/></respcondition>`;

/** A Canvas classic quiz's QTI 1.2 export of one multiple-choice question worth `points`, as Canvas writes it. */
const canvasExport = (points: string) => `<?xml version="1.0" encoding="UTF-8"?>
<questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2">
  <assessment ident="quiz1" title="Isotopes">
    <section ident="root_section">
      <item ident="item1" title="Question">
        <itemmetadata><qtimetadata>
          ${canvasField('question_type', 'multiple_choice_question')}
          ${canvasField('points_possible', points)}
          ${canvasField('original_answer_ids', '4501,4502,4503')}
        </qtimetadata></itemmetadata>
        <presentation>
          <material><mattext texttype="text/html">&lt;div&gt;&lt;p&gt;What do isotopes of an element share?&lt;/p&gt;&lt;/div&gt;</mattext></material>
          <response_lid ident="response1" rcardinality="Single">
            <render_choice>
              <response_label ident="4501"><material><mattext texttype="text/plain">The proton count</mattext></material></response_label>
              <response_label ident="4502"><material><mattext texttype="text/plain">The neutron count</mattext></material></response_label>
              <response_label ident="4503"><material><mattext texttype="text/plain">The mass</mattext></material></response_label>
            </render_choice>
          </response_lid>
        </presentation>
        <resprocessing>
          <outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>
          <respcondition continue="Yes"><conditionvar><other/></conditionvar><displayfeedback feedbacktype="Response" linkrefid="general_fb"/></respcondition>
          ${canvasAnswerFeedback('4501')}
          ${canvasAnswerFeedback('4502')}
          <respcondition continue="No"><conditionvar><varequal respident="response1">4501</varequal></conditionvar><setvar action="Set" varname="SCORE">100</setvar></respcondition>
        </resprocessing>
        ${canvasFeedback('general_fb', 'The element is its proton count.')}
        ${canvasFeedback('4501_fb', 'Right: same element.')}
        ${canvasFeedback('4502_fb', 'No: that is what differs.')}
      </item>
    </section>
  </assessment>
</questestinterop>`;

test('a Canvas multiple-choice question keeps its 5 points, its general feedback and each answer’s feedback', () => {
  const read = readXmlDocument(new TextEncoder().encode(canvasExport('5.0')), 'canvas.xml').read;
  expect(questionsIn(read).map(details)).toEqual([
    {
      options: ['The proton count', 'The neutron count', 'The mass'],
      right: [0],
      isMultiple: false,
      points: 5,
      feedback: 'The element is its proton count.',
      optionFeedback: ['Right: same element.', 'No: that is what differs.', ''],
      partialCredit: false,
    },
  ]);
});

test('a QTI 2.1 choice item keeps its MAXSCORE as points and each choice’s feedbackInline as its feedback', () => {
  // The example's choices say True and False, which is a true/false question: here they name the schools.
  const item = readFileSync(join(LMS, 'items_2.1', 'Example02-feedbackInline.xml'), 'utf8')
    .replace('fixed="true">True', 'fixed="true">Both psychoanalytic')
    .replace('fixed="true">False', 'fixed="true">Different schools');
  const read = readPackage(unpackZip(itemsPackage({ 'item.xml': item })), 'qti.zip');
  expect(questionsIn(read).map(details)).toEqual([
    {
      options: ['Both psychoanalytic', 'Different schools'],
      right: [0],
      isMultiple: false,
      points: 10,
      feedback: '',
      optionFeedback: ["That's correct", "That's not correct"],
      partialCredit: false,
    },
  ]);
});

const MOODLE = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="multichoice">
    <name><text>Nucleus</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which particles are in the nucleus?</p>]]></text></questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>Electrons orbit outside it.</p>]]></text></generalfeedback>
    <defaultgrade>3.0000000</defaultgrade>
    <penalty>0.3333333</penalty>
    <single>false</single>
    <shuffleanswers>true</shuffleanswers>
    <answernumbering>abc</answernumbering>
    <answer fraction="50" format="html"><text><![CDATA[<p>Protons</p>]]></text><feedback format="html"><text><![CDATA[<p>Yes, positive.</p>]]></text></feedback></answer>
    <answer fraction="50" format="html"><text><![CDATA[<p>Neutrons</p>]]></text><feedback format="html"><text>Yes, no charge.</text></feedback></answer>
    <answer fraction="-100" format="html"><text><![CDATA[<p>Electrons</p>]]></text><feedback format="html"><text></text></feedback></answer>
  </question>
</quiz>`;

test('a Moodle multichoice keeps its default grade, general feedback, each answer’s feedback and its partial credit', () => {
  const read = readXmlDocument(new TextEncoder().encode(MOODLE), 'moodle.xml').read;
  expect(questionsIn(read).map(details)).toEqual([
    {
      options: ['Protons', 'Neutrons', 'Electrons'],
      right: [0, 1],
      isMultiple: true,
      points: 3,
      feedback: 'Electrons orbit outside it.',
      optionFeedback: ['Yes, positive.', 'Yes, no charge.', ''],
      partialCredit: true,
    },
  ]);
});

test('a GIFT multiple choice keeps each answer’s feedback after # and the general feedback after ####', () => {
  const gift =
    '::Isotopes:: What do isotopes of an element share? {\n' +
    '  =The proton count#Right\\: same element.\n' +
    '  ~The neutron count#No, that differs.\n' +
    '  ~The mass\n' +
    '  ####The element is its proton count.\n' +
    '}\n';
  const read = readTextQuestions(new TextEncoder().encode(gift), 'isotopes.gift.txt');
  expect(questionsIn(read).map(details)).toEqual([
    {
      options: ['The proton count', 'The neutron count', 'The mass'],
      right: [0],
      isMultiple: false,
      // GIFT has no points.
      points: 1,
      feedback: 'The element is its proton count.',
      optionFeedback: ['Right: same element.', 'No, that differs.', ''],
      partialCredit: false,
    },
  ]);
});
