/**
 * Moodle XML texts written without a `format` attribute, as Moodle 1.9 and older exports and hand-written files
 * carry them: Moodle reads such a text as HTML (its default format), so a student sees what Moodle shows — a line
 * break for `<br />`, a quotation mark for `&quot;` — never the escaped markup. Plain text stays plain, a text marked
 * `plain_text` stays as written, and markup still passes the question sanitiser (ADR 382).
 */
import { createTestApp, type TestApp } from '../testApp';
import { importedQuizPlay, titled } from './importedQuizPlay';

let t: TestApp;
let play: ReturnType<typeof importedQuizPlay>;
beforeAll(async () => {
  t = await createTestApp();
  play = importedQuizPlay(t);
});
afterAll(() => t.close());

/** Questions as a Moodle 1.9 export writes them: no `format` on a text, its HTML escaped once more inside `<text>`. */
const MOODLE_19 = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 0  -->
  <question type="category">
    <category><text>$course$/Physics</text></category>
  </question>
<!-- question: 31  -->
  <question type="multichoice">
    <name><text>Boiling point</text></name>
    <questiontext>
      <text>Water boils at 100 &amp;deg;C&lt;br /&gt;at sea level. Which word means &amp;quot;to boil gently&amp;quot;?</text>
    </questiontext>
    <image></image>
    <generalfeedback>
      <text>&amp;quot;Simmer&amp;quot; is just below boiling.&lt;br /&gt;See the table.</text>
    </generalfeedback>
    <defaultgrade>1</defaultgrade>
    <penalty>0.1</penalty>
    <hidden>0</hidden>
    <shuffleanswers>1</shuffleanswers>
    <single>true</single>
    <answer fraction="100">
      <text>&amp;quot;simmer&amp;quot;</text>
      <feedback><text>Right &amp;amp; well done.</text></feedback>
    </answer>
    <answer fraction="0">
      <text>freeze</text>
      <feedback><text>No.</text></feedback>
    </answer>
  </question>
<!-- question: 32  -->
  <question type="truefalse">
    <name><text>Moon</text></name>
    <questiontext>
      <text>The Moon is a planet.</text>
    </questiontext>
    <image></image>
    <answer fraction="0"><text>true</text><feedback><text></text></feedback></answer>
    <answer fraction="100"><text>false</text><feedback><text></text></feedback></answer>
  </question>
<!-- question: 33  -->
  <question type="truefalse">
    <name><text>Sanitised</text></name>
    <questiontext>
      <text>&lt;p onclick=&quot;steal()&quot;&gt;Light is a wave.&lt;script&gt;steal()&lt;/script&gt;&lt;/p&gt;&lt;p&gt;It is also a particle.&lt;/p&gt;</text>
    </questiontext>
    <answer fraction="100"><text>true</text><feedback><text></text></feedback></answer>
    <answer fraction="0"><text>false</text><feedback><text></text></feedback></answer>
  </question>
<!-- question: 34  -->
  <question type="truefalse">
    <name><text>Written as plain text</text></name>
    <questiontext format="plain_text">
      <text>In HTML, &lt;b&gt; makes text bold.</text>
    </questiontext>
    <answer fraction="100"><text>true</text><feedback><text></text></feedback></answer>
    <answer fraction="0"><text>false</text><feedback><text></text></feedback></answer>
  </question>
</quiz>`;

test('a text without a format is read as HTML, as Moodle shows it: no escaped markup reaches the student', async () => {
  const { content, templates } = await play.upload('physics-moodle19.xml', MOODLE_19);
  expect(content.report).toMatchObject({ total: 4, skipped: 0 });
  const quiz = await play.teacherQuiz(templates[0]!);
  const boiling = titled(quiz, 'Water boils at 100 °C<br>at sea level.');
  expect(boiling.title).toBe('Water boils at 100 °C<br>at sea level. Which word means "to boil gently"?');
  expect(boiling.textOptions.map((option) => option.text)).toEqual(['"simmer"', 'freeze']);
  expect(boiling.feedback).toBe('"Simmer" is just below boiling. See the table.');
  const stored = templates[0]!.activities.flatMap((a) => a.items).find((i) => i.title === boiling.title);
  expect(stored!.textOptions.map((option) => option.feedback)).toEqual(['Right & well done.', 'No.']);

  // What the student's page is given.
  const { shown } = await play.takeQuiz(quiz, 'ann@school.test', new Map());
  const page = (JSON.parse(shown) as { items: { id: number }[] }[])
    .flatMap((activity) => activity.items)
    .find((item) => item.id === boiling.id);
  expect(JSON.stringify(page)).toContain('to boil gently');
  expect(JSON.stringify(page)).not.toMatch(/&lt;|&gt;|&amp;|&quot;|&deg;/);
});

test('plain text without a format stays plain, and markup without a format still passes the sanitiser', async () => {
  const { templates } = await play.upload('physics-moodle19.xml', MOODLE_19);
  const quiz = await play.teacherQuiz(templates[0]!);
  expect(titled(quiz, 'The Moon').title).toBe('The Moon is a planet.');
  const light = titled(quiz, '<p>Light is a wave.');
  expect(light.title).toBe('<p>Light is a wave.</p><p>It is also a particle.</p>');
  expect(light.title).not.toMatch(/script|steal|onclick/);
});

test('a text Moodle marks plain_text is shown as written', async () => {
  const { templates } = await play.upload('physics-moodle19.xml', MOODLE_19);
  const quiz = await play.teacherQuiz(templates[0]!);
  // Plain text is stored as HTML that shows it: the `<b>` is seen, not applied.
  expect(titled(quiz, '<p>In HTML').title).toBe('<p>In HTML, &lt;b&gt; makes text bold.</p>');
});
