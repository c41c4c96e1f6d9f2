/**
 * QTI 2 templates drawn once (ADR 280), on small items of our own: the processing's rules (conditions, a constraint
 * met after some draws or never, exitTemplate), the expressions it computes, how a value is printed into the text,
 * shown and hidden parts, math variables, the right answer from setCorrectResponse or from the comparison the
 * response processing makes, and what cannot be drawn, named in the skip reason.
 */
import { strToU8 } from 'fflate';
import { SKIP_REASONS } from '../../../server/imports/itemNotes';
import { readQti2ItemTyped } from '../../../server/imports/qti2Reader';
import { formatted } from '../../../server/imports/qti2TemplatePrint';
import { TEMPLATE_REASONS } from '../../../server/imports/qti2TemplateValues';
import { resolveTemplates, TEMPLATE_TRIES } from '../../../server/imports/qti2Templates';
import { elements, parseXml, textOf } from '../../../server/imports/xmlTree';

const QTI2 = 'http://www.imsglobal.org/xsd/imsqti_v2p1';
const MATH = 'http://www.w3.org/1998/Math/MathML';
const MATCH_CORRECT =
  '<responseProcessing template="http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"/>';

/** A template variable's declaration. */
const declare = (identifier: string, baseType = 'integer', extra = '') =>
  `<templateDeclaration identifier="${identifier}" cardinality="single" baseType="${baseType}" ${extra}/>`;
const int = (n: number) => `<baseValue baseType="integer">${n}</baseValue>`;
const float = (n: number) => `<baseValue baseType="float">${n}</baseValue>`;
const bool = (b: boolean) => `<baseValue baseType="boolean">${b}</baseValue>`;
const variable = (identifier: string) => `<variable identifier="${identifier}"/>`;
const set = (identifier: string, expression: string) =>
  `<setTemplateValue identifier="${identifier}">${expression}</setTemplateValue>`;

/** A numeric item asking for one number (RESPONSE, a float), with its templates. */
function numericItem(parts: {
  identifier?: string;
  declarations: string;
  processing: string;
  body: string;
  correct?: string;
  responseProcessing?: string;
}) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI2}" xmlns:m="${MATH}" identifier="${parts.identifier ?? 'numbers'}" title="Numbers"
    adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="float">${parts.correct ?? ''}</responseDeclaration>
  <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float"/>
  ${parts.declarations}
  <templateProcessing>${parts.processing}</templateProcessing>
  <itemBody><p>${parts.body}</p><p><textEntryInteraction responseIdentifier="RESPONSE"/></p></itemBody>
  ${parts.responseProcessing ?? MATCH_CORRECT}
</assessmentItem>`;
}

const read = (xml: string) => readQti2ItemTyped(parseXml(strToU8(xml), 'item.xml')).result;

/** What the teacher sees of a question read from the item: its text, its accepted numbers, its notes. */
function question(xml: string) {
  const result = read(xml);
  if (result.kind !== 'question') throw new Error(`not a question: ${JSON.stringify(result)}`);
  const definition = result.question.definition as { answers?: { match: Record<string, unknown> }[] };
  return {
    text: result.question.title,
    answers: (definition.answers ?? []).map((a) => a.match),
    notes: result.question.notes ?? [],
  };
}

describe('an item of random numbers and arithmetic only is a calculated question (ADR 291)', () => {
  test('its variables, the formula of its correct response and its tolerance; nothing is drawn at import', () => {
    const result = read(
      numericItem({
        declarations: declare('A') + declare('SQUARE') + declare('B', 'float'),
        processing:
          set('A', '<randomInteger min="2" max="9"/>') +
          set('B', '<randomFloat min="0.5" max="2.5"/>') +
          set('SQUARE', `<product>${variable('A')}${variable('A')}</product>`) +
          `<setCorrectResponse identifier="RESPONSE"><sum>${variable('SQUARE')}${variable('B')}${float(1)}</sum></setCorrectResponse>`,
        body: 'What is <printedVariable identifier="A"/> squared plus <printedVariable identifier="B" format="%.1f"/> plus 1?',
        responseProcessing:
          '<responseProcessing><responseCondition><responseIf><equal toleranceMode="relative" tolerance="5 5">' +
          `${variable('RESPONSE')}<correct identifier="RESPONSE"/></equal>` +
          '<setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>' +
          '</responseIf></responseCondition></responseProcessing>',
      }),
    );
    expect(result).toMatchObject({
      kind: 'question',
      question: {
        title: 'What is {A} squared plus {B} plus 1?',
        questionType: 'calculated',
        definition: {
          variables: [
            { name: 'A', min: 2, max: 9, decimals: 0 },
            { name: 'B', min: 0.5, max: 2.5, decimals: 1 },
          ],
          formula: 'A * A + B + 1',
          tolerance: 0.05,
          relative: true,
        },
      },
    });
    expect(result.kind === 'question' && result.question.notes).toBeFalsy();
  });

  /** An item asking for sin A° + cos A° of a drawn angle A, shown in MathML, compared as `compare` says. */
  const angleItem = (compare: string, more = '') =>
    numericItem({
      identifier: 'angles',
      declarations:
        declare('A', 'integer', 'mathVariable="true"') +
        declare('fPiOver180', 'float') +
        declare('fAns', 'float'),
      processing:
        set('A', '<randomInteger min="10" max="80"/>') +
        set('fPiOver180', `<divide><mathConstant name="pi"/>${int(180)}</divide>`) +
        set(
          'fAns',
          `<sum><mathOperator name="sin"><product>${variable('A')}${variable('fPiOver180')}</product></mathOperator>` +
            `<mathOperator name="cos"><mathOperator name="toRadians">${variable('A')}</mathOperator></mathOperator></sum>`,
        ),
      body: 'What is sin <m:math><m:mi>A</m:mi></m:math>° + cos <m:math><m:mi>A</m:mi></m:math>°?',
      responseProcessing:
        '<responseProcessing><responseCondition><responseIf>' +
        `${compare.replace('$', `${variable('RESPONSE')}${variable('fAns')}`)}` +
        `<setOutcomeValue identifier="SCORE">${float(1)}</setOutcomeValue></responseIf>${more}` +
        '</responseCondition></responseProcessing>',
    });

  test('degrees through pi / 180 or toRadians, a MathML math variable, compared rounded to decimal places', () => {
    const result = read(angleItem('<equalRounded figures="2" roundingMode="decimalPlaces">$</equalRounded>'));
    expect(result).toMatchObject({
      kind: 'question',
      question: {
        title: 'What is sin {A} ° + cos {A} °?',
        questionType: 'calculated',
        definition: {
          variables: [{ name: 'A', min: 10, max: 80, decimals: 0 }],
          // The computed variables are written into the formula; QTI's sin and cos take radians, as ours do.
          formula: 'round(sin(A * (pi() / 180)) + cos(A * pi() / 180), 2)',
          tolerance: 0.005,
          relative: false,
          decimals: 2,
        },
      },
    });
    expect(result.kind === 'question' && result.question.notes).toBeFalsy();
  });

  test.each([
    [
      'rounded to significant figures (the place depends on the value)',
      '<equalRounded figures="2">$</equalRounded>',
      '',
    ],
    [
      'half the points for a looser answer',
      '<equal toleranceMode="absolute" tolerance="0.001">$</equal>',
      '<responseElseIf><equal toleranceMode="absolute" tolerance="0.1">' +
        `${variable('RESPONSE')}${variable('fAns')}</equal>` +
        `<setOutcomeValue identifier="SCORE">${float(0.5)}</setOutcomeValue></responseElseIf>`,
    ],
  ])('an answer %s is not a calculated question: its draws are versions (ADR 309)', (_, compare, more) => {
    const result = read(angleItem(compare, more));
    expect(result).toMatchObject({ kind: 'question', question: { questionType: 'numeric' } });
    if (result.kind !== 'question') return;
    expect(result.question.notes).toBeUndefined();
    expect(result.question.versions?.length).toBeGreaterThan(1);
    for (const version of result.question.versions ?? []) expect(version.questionType).toBe('numeric');
  });
});

describe('the processing runs once, and its values are written into the question', () => {
  test.each([
    [1, 'B is 10', 20],
    [2, 'B is 20', 40],
    [7, 'B is 30', 60],
  ])(
    'A = %s: the first branch whose condition holds sets B (templateIf, templateElseIf, templateElse)',
    (a, text, answer) => {
      const xml = numericItem({
        declarations: declare('A') + declare('B'),
        processing:
          set('A', int(a)) +
          `<templateCondition>
          <templateIf><match>${variable('A')}${int(1)}</match>${set('B', int(10))}</templateIf>
          <templateElseIf><match>${variable('A')}${int(2)}</match>${set('B', int(20))}</templateElseIf>
          <templateElse>${set('B', int(30))}</templateElse>
        </templateCondition>` +
          `<setCorrectResponse identifier="RESPONSE"><product>${variable('B')}${int(2)}</product></setCorrectResponse>`,
        body: 'B is <printedVariable identifier="B"/>',
      });
      // Nothing was drawn at random: every student saw these numbers, so the question comes in as it was, no note.
      expect(question(xml)).toEqual({ text, answers: [{ kind: 'exact', value: answer }], notes: [] });
    },
  );

  test('each draw is a version whose text and right answer agree (ADR 309), the same on every import', () => {
    const xml = numericItem({
      declarations: declare('A') + declare('SQUARE'),
      processing:
        set('A', '<randomInteger min="2" max="9"/>') +
        set('SQUARE', `<product>${variable('A')}${variable('A')}</product>`) +
        `<templateConstraint><lt>${variable('A')}${int(10)}</lt></templateConstraint>` +
        `<setCorrectResponse identifier="RESPONSE">${variable('SQUARE')}</setCorrectResponse>`,
      body: 'What is <printedVariable identifier="A"/> squared?',
    });
    const result = read(xml);
    if (result.kind !== 'question') throw new Error('not a question');
    const all = [result.question, ...(result.question.versions ?? [])];
    // Eight values of A, each asked once: version 1 and seven more, none twice.
    expect(all).toHaveLength(8);
    expect(new Set(all.map((q) => q.title)).size).toBe(8);
    for (const q of all) {
      const a = Number(/What is (\d) squared\?/.exec(q.title)?.[1]);
      expect((q.definition as { answers: { match: unknown }[] }).answers.map((x) => x.match)).toEqual([
        { kind: 'exact', value: a * a },
      ]);
    }
    expect(JSON.stringify(read(xml))).toBe(JSON.stringify(result));
  });

  test('a draw with one outcome only is named in the note, and the text and the right answer agree with it', () => {
    const xml = numericItem({
      declarations: declare('A') + declare('SQUARE'),
      processing:
        set('A', '<randomInteger min="3" max="3"/>') +
        set('SQUARE', `<product>${variable('A')}${variable('A')}</product>`) +
        // A constraint makes it more than numbers and arithmetic (ADR 291 would hold it as a calculated question).
        `<templateConstraint><lt>${variable('A')}${int(10)}</lt></templateConstraint>` +
        `<setCorrectResponse identifier="RESPONSE">${variable('SQUARE')}</setCorrectResponse>`,
      body: 'What is <printedVariable identifier="A"/> squared?',
    });
    const { text, answers, notes } = question(xml);
    const a = Number(/What is (\d) squared\?/.exec(text)?.[1]);
    expect(a).toBe(3);
    expect(answers).toEqual([{ kind: 'exact', value: a * a }]);
    // Only the drawn value is named: SQUARE is computed from it.
    expect(notes).toEqual([
      `Its values were drawn for each student from random variables (a QTI template): one draw (A = ${a}) is ` +
        'kept, so every student gets the same numbers.',
    ]);
  });

  test("the same item draws the same numbers on every import; the item's identifier seeds the draw", () => {
    const drawn = (identifier: string) =>
      question(
        numericItem({
          identifier,
          declarations: declare('A'),
          processing:
            set('A', '<randomInteger min="1" max="1000"/>') +
            `<templateConstraint>${bool(true)}</templateConstraint>` +
            `<setCorrectResponse identifier="RESPONSE">${variable('A')}</setCorrectResponse>`,
          body: 'A is <printedVariable identifier="A"/>',
        }),
      ).text;
    expect(drawn('same')).toBe(drawn('same'));
    expect(new Set(['a', 'b', 'c', 'd', 'e'].map(drawn)).size).toBeGreaterThan(1);
  });

  test('a template constraint not met runs the whole processing again until a draw meets it', () => {
    const xml = numericItem({
      declarations: declare('A') + declare('B'),
      processing:
        set('A', '<randomInteger min="1" max="6"/>') +
        set('B', '<randomInteger min="1" max="6"/>') +
        `<templateConstraint><gt>${variable('A')}${variable('B')}</gt></templateConstraint>` +
        `<setCorrectResponse identifier="RESPONSE"><subtract>${variable('A')}${variable('B')}</subtract></setCorrectResponse>`,
      body: 'A = <printedVariable identifier="A"/>, B = <printedVariable identifier="B"/>',
    });
    const { text, answers } = question(xml);
    const [, a, b] = /A = (\d), B = (\d)/.exec(text)!.map(Number);
    expect(a).toBeGreaterThan(b!);
    expect(answers).toEqual([{ kind: 'exact', value: a! - b! }]);
  });

  test(`a constraint no draw of ${TEMPLATE_TRIES} meets skips the item, and the reason says so`, () => {
    const xml = numericItem({
      declarations: declare('A'),
      processing:
        set('A', '<randomInteger min="1" max="6"/>') +
        `<templateConstraint><gt>${variable('A')}${int(6)}</gt></templateConstraint>` +
        `<setCorrectResponse identifier="RESPONSE">${variable('A')}</setCorrectResponse>`,
      body: 'A is <printedVariable identifier="A"/>',
    });
    expect(read(xml)).toMatchObject({
      kind: 'skipped',
      reason: `${SKIP_REASONS.fromTemplate} No draw of 100 met its templateConstraint.`,
    });
  });

  test('exitTemplate ends the processing: the rules after it are not run', () => {
    const xml = numericItem({
      declarations: declare('A'),
      processing:
        set('A', int(1)) +
        `<setCorrectResponse identifier="RESPONSE">${variable('A')}</setCorrectResponse>` +
        '<exitTemplate/>' +
        set('A', int(2)),
      body: 'A is <printedVariable identifier="A"/>',
    });
    expect(question(xml)).toMatchObject({ text: 'A is 1', answers: [{ value: 1 }] });
  });

  test('an attribute naming a template variable ({VAR}, or the bare name as Exo+ writes it) reads its value', () => {
    const xml = numericItem({
      declarations: declare('LOW') + declare('A') + declare('L', 'integer', '') + declare('THIRD'),
      processing:
        set('LOW', int(5)) +
        set('A', '<randomInteger min="{LOW}" max="{LOW}"/>') +
        set('THIRD', `<index n="LOW"><ordered>${[1, 2, 3, 4, 5, 6].map(int).join('')}</ordered></index>`) +
        `<setCorrectResponse identifier="RESPONSE"><sum>${variable('A')}${variable('THIRD')}</sum></setCorrectResponse>`,
      body: '<printedVariable identifier="A"/> and <printedVariable identifier="THIRD"/>',
    });
    expect(question(xml)).toMatchObject({ text: '5 and 5', answers: [{ value: 10 }] });
  });

  test('the default value a declaration gives is the value until a rule sets another', () => {
    const xml = numericItem({
      declarations:
        '<templateDeclaration identifier="A" cardinality="single" baseType="integer"><defaultValue><value>42</value></defaultValue></templateDeclaration>',
      processing: `<setCorrectResponse identifier="RESPONSE">${variable('A')}</setCorrectResponse>`,
      body: 'A is <printedVariable identifier="A"/>',
    });
    expect(question(xml)).toMatchObject({ text: 'A is 42', answers: [{ value: 42 }] });
  });
});

describe('what cannot be drawn keeps the skip, and names what', () => {
  test('an expression the import does not compute skips the item, naming the element', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="${QTI2}" identifier="custom" title="custom" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>C0</value></correctResponse>
  </responseDeclaration>
  ${declare('A')}
  <templateProcessing>${set('A', '<customOperator class="org.example.Dice"/>')}</templateProcessing>
  <itemBody>
    <choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">
      <prompt>Is <printedVariable identifier="A"/> even?</prompt>
      <simpleChoice identifier="C0">Yes</simpleChoice><simpleChoice identifier="C1">No</simpleChoice>
    </choiceInteraction>
  </itemBody>
  ${MATCH_CORRECT}
</assessmentItem>`;
    expect(read(xml)).toEqual({
      kind: 'skipped',
      item: 'custom',
      type: 'choiceInteraction',
      reason: `${SKIP_REASONS.templateVariables} ${TEMPLATE_REASONS.unsupported('customOperator')}`,
    });
  });

  test('a template asking for more computing than an import does is not drawn', () => {
    const xml = numericItem({
      declarations:
        declare('A') + '<templateDeclaration identifier="L" cardinality="ordered" baseType="integer"/>',
      processing: set(
        'L',
        `<repeat numberRepeats="1000"><repeat numberRepeats="1000"><randomInteger min="1" max="6"/></repeat></repeat>`,
      ),
      body: '<printedVariable identifier="L"/>',
      correct: '<correctResponse><value>1</value></correctResponse>',
    });
    expect(read(xml)).toMatchObject({
      kind: 'skipped',
      reason: `${SKIP_REASONS.templateVariables} ${TEMPLATE_REASONS.tooLong}`,
    });
  });

  test('a rule reading a variable the item does not declare skips it, naming the variable', () => {
    const xml = numericItem({
      declarations: declare('A'),
      processing: set('A', variable('NOWHERE')),
      body: '<printedVariable identifier="A"/>',
      correct: '<correctResponse><value>1</value></correctResponse>',
    });
    expect(read(xml)).toMatchObject({
      kind: 'skipped',
      reason: `${SKIP_REASONS.templateVariables} Its template uses NOWHERE, which it does not declare.`,
    });
  });
});

/** What a template variable set to `expression` prints as, or why the template cannot be drawn. */
function printedOf(expression: string, baseType = 'float', cardinality = 'single', attributes = '') {
  const xml = `<assessmentItem xmlns="${QTI2}" identifier="expression" title="expression">
  <templateDeclaration identifier="V" cardinality="${cardinality}" baseType="${baseType}"/>
  <templateDeclaration identifier="L" cardinality="ordered" baseType="integer"/>
  <templateProcessing>
    ${set('L', `<ordered>${[3, 1, 4, 1, 5].map(int).join('')}</ordered>`)}
    ${set('V', expression)}
  </templateProcessing>
  <itemBody><p><printedVariable identifier="V" ${attributes}/></p></itemBody>
</assessmentItem>`;
  const resolution = resolveTemplates(parseXml(strToU8(xml), 'expression.xml'));
  return resolution.kind === 'resolved'
    ? textOf(elements(resolution.item, 'itemBody')[0]!)
    : resolution.reason;
}

describe('the expressions of a template', () => {
  const pi = '<mathConstant name="pi"/>';
  const L = variable('L');
  test.each([
    ['sum of integers', `<sum>${int(1)}${int(2)}${int(3)}</sum>`, '6'],
    ['sum with a float', `<sum>${int(1)}${float(0.5)}</sum>`, '1.5'],
    ['float noise left out', `<sum>${float(0.1)}${float(0.2)}</sum>`, '0.3'],
    ['product', `<product>${int(4)}${float(2.5)}</product>`, '10'],
    ['subtract', `<subtract>${int(2)}${int(5)}</subtract>`, '-3'],
    ['divide', `<divide>${int(7)}${int(2)}</divide>`, '3.5'],
    ['divide by zero is NULL', `<isNull><divide>${int(1)}${int(0)}</divide></isNull>`, 'true', 'boolean'],
    ['integerDivide rounds down', `<integerDivide>${int(-7)}${int(2)}</integerDivide>`, '-4', 'integer'],
    ['integerModulus', `<integerModulus>${int(-7)}${int(2)}</integerModulus>`, '1', 'integer'],
    ['power', `<power>${int(2)}${int(10)}</power>`, '1024'],
    ['round half up', `<round>${float(2.5)}</round>`, '3', 'integer'],
    ['round half up of a negative', `<round>${float(-2.5)}</round>`, '-2', 'integer'],
    ['truncate', `<truncate>${float(-3.7)}</truncate>`, '-3', 'integer'],
    [
      'roundTo significant figures',
      `<roundTo figures="3"><divide>${int(2)}${int(3)}</divide></roundTo>`,
      '0.667',
    ],
    ['roundTo 2 figures of 1234', `<roundTo figures="2">${int(1234)}</roundTo>`, '1200'],
    [
      'roundTo decimal places, 1.005 up as written',
      `<roundTo roundingMode="decimalPlaces" figures="2">${float(1.005)}</roundTo>`,
      '1.01',
    ],
    ['gcd', `<gcd>${int(12)}${int(18)}${int(30)}</gcd>`, '6', 'integer'],
    ['lcm', `<lcm>${int(4)}${int(6)}</lcm>`, '12', 'integer'],
    ['min of a container', `<min>${L}</min>`, '1', 'integer'],
    ['max of a float and an integer', `<max>${int(3)}${float(7.5)}</max>`, '7.5'],
    ['mean', `<statsOperator name="mean">${L}</statsOperator>`, '2.8'],
    [
      'population standard deviation',
      `<statsOperator name="popSD"><ordered>${[2, 4, 4, 4, 5, 5, 7, 9].map(int).join('')}</ordered></statsOperator>`,
      '2',
    ],
    [
      'sample variance',
      `<statsOperator name="sampleVariance"><ordered>${[1, 2, 3, 4].map(int).join('')}</ordered></statsOperator>`,
      '1.66666666667',
    ],
    ['sin', `<mathOperator name="sin"><divide>${pi}${int(2)}</divide></mathOperator>`, '1'],
    ['toDegrees', `<mathOperator name="toDegrees">${pi}</mathOperator>`, '180'],
    ['log is base ten', `<mathOperator name="log">${int(1000)}</mathOperator>`, '3'],
    ['floor', `<mathOperator name="floor">${float(-1.5)}</mathOperator>`, '-2', 'integer'],
    ['e', '<mathConstant name="e"/>', '2.71828182846'],
    ['index', `<index n="3">${L}</index>`, '4', 'integer'],
    ['random of one value', `<random><multiple>${int(5)}${int(5)}</multiple></random>`, '5', 'integer'],
    ['randomInteger of one value', '<randomInteger min="4" max="4"/>', '4', 'integer'],
    [
      'match of ordered values in another order',
      `<match><ordered>${int(1)}${int(2)}</ordered><ordered>${int(2)}${int(1)}</ordered></match>`,
      'false',
      'boolean',
    ],
    [
      'match of multiple values in another order',
      `<match><multiple>${int(1)}${int(2)}</multiple><multiple>${int(2)}${int(1)}</multiple></match>`,
      'true',
      'boolean',
    ],
    [
      'equal within an absolute tolerance',
      `<equal toleranceMode="absolute" tolerance="0.1">${int(1)}${float(1.05)}</equal>`,
      'true',
      'boolean',
    ],
    [
      'equal outside a relative tolerance',
      `<equal toleranceMode="relative" tolerance="10">${int(100)}${int(111)}</equal>`,
      'false',
      'boolean',
    ],
    [
      'equalRounded',
      `<equalRounded figures="3">${float(3.14159)}${float(3.14)}</equalRounded>`,
      'true',
      'boolean',
    ],
    ['lt', `<lt>${int(1)}${int(2)}</lt>`, 'true', 'boolean'],
    ['gte', `<gte>${int(2)}${int(2)}</gte>`, 'true', 'boolean'],
    [
      'and, or, not',
      `<and><or>${bool(false)}${bool(true)}</or><not>${bool(false)}</not></and>`,
      'true',
      'boolean',
    ],
    ['member', `<member>${int(4)}${L}</member>`, 'true', 'boolean'],
    [
      'contains a run of an ordered container',
      `<contains>${L}<ordered>${int(1)}${int(5)}</ordered></contains>`,
      'true',
      'boolean',
    ],
    [
      'contains, not in that order',
      `<contains>${L}<ordered>${int(3)}${int(4)}</ordered></contains>`,
      'false',
      'boolean',
    ],
    ['null', '<isNull><null/></isNull>', 'true', 'boolean'],
    ['repeat', `<repeat numberRepeats="3">${int(7)}</repeat>`, '7;7;7', 'integer', 'ordered'],
    [
      'multiple joins containers',
      `<multiple>${int(1)}<multiple>${int(2)}${int(3)}</multiple></multiple>`,
      '1;2;3',
      'integer',
      'multiple',
    ],
  ])('%s', (_, expression, printed, baseType = 'float', cardinality = 'single') => {
    expect(printedOf(expression, baseType, cardinality)).toBe(printed);
  });

  test('an unknown mathOperator or statsOperator is named', () => {
    expect(printedOf(`<mathOperator name="gamma">${int(1)}</mathOperator>`)).toBe(
      TEMPLATE_REASONS.unsupported('mathOperator gamma'),
    );
  });
});

describe('a printed variable, as its format asks', () => {
  test.each([
    ['%d rounds', float(3.7), 'format="%d"', '4'],
    ['%.2f', float(3.14159), 'format="%.2f"', '3.14'],
    ['%e', float(12345.678), 'format="%e"', '1.234568e+04'],
    ['%.3g', int(1234567), 'format="%.3g"', '1.23e+06'],
    ['%g of a small number', float(0.0001234), 'format="%g"', '0.0001234'],
    ['a sign', float(3.14159), 'format="%+.1f"', '+3.1'],
    ['zero padding', int(42), 'format="%05d"', '00042'],
    ['hexadecimal', int(255), 'format="%x"', 'ff'],
    ['%s', float(2.5), 'format="%s"', '2.5'],
    ['text around, %% a percent', float(12.5), 'format="%.1f %% of it"', '12.5 % of it'],
    ['no format: the value as QTI prints it', float(2.5), '', '2.5'],
    ['base', int(10), 'base="2"', '1010'],
    ['decimals given as round', float(2), 'round="2"', '2.00'],
    ['powerForm', float(1500), 'format="%.1e" powerForm="true"', '1.5 × 10^3'],
  ])('%s', (_, value, attributes, printed) => {
    expect(printedOf(value, 'float', 'single', attributes)).toBe(printed);
  });

  test.each([
    ['%8.1f', 3.14159, '     3.1'],
    ['%-6d|', 42, '42    |'],
    ['% d', 7, ' 7'],
    ['%E', 0.000123, '1.230000E-04'],
  ])('%s pads and signs as printf does', (format, value, text) => {
    expect(formatted(format, value)).toBe(text);
  });

  test('a container prints its values joined by its delimiter, or one of them by its index', () => {
    const list = `<ordered>${[3, 1, 4].map(int).join('')}</ordered>`;
    expect(printedOf(list, 'integer', 'ordered')).toBe('3;1;4');
    expect(printedOf(list, 'integer', 'ordered', 'delimiter=", "')).toBe('3, 1, 4');
    expect(printedOf(list, 'integer', 'ordered', 'index="2"')).toBe('1');
  });
});

describe('what the item shows and scores with the draw', () => {
  test('templateInline and templateBlock are shown or left out as their showHide says; so are choices', () => {
    const xml = `<assessmentItem xmlns="${QTI2}" identifier="shown" title="shown">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
    <correctResponse><value>C0</value></correctResponse>
  </responseDeclaration>
  ${declare('MODE', 'identifier')}
  <templateProcessing>${set('MODE', '<baseValue baseType="identifier">train</baseValue>')}</templateProcessing>
  <itemBody>
    <p>By <templateInline templateIdentifier="MODE" identifier="plane">plane</templateInline><templateInline
      templateIdentifier="MODE" identifier="train">train</templateInline><templateInline templateIdentifier="MODE"
      identifier="train" showHide="hide"> (never)</templateInline>.</p>
    <templateBlock templateIdentifier="MODE" identifier="train"><p>Trains run on rails.</p></templateBlock>
    <templateBlock templateIdentifier="MODE" identifier="plane"><p>Planes fly.</p></templateBlock>
    <choiceInteraction responseIdentifier="RESPONSE" maxChoices="1">
      <prompt>Which is faster?</prompt>
      <simpleChoice identifier="C0">The TGV</simpleChoice>
      <simpleChoice identifier="C1" templateIdentifier="MODE" showHide="hide">The train</simpleChoice>
      <simpleChoice identifier="train" templateIdentifier="MODE" showHide="hide">A bicycle</simpleChoice>
    </choiceInteraction>
  </itemBody>
  ${MATCH_CORRECT}
</assessmentItem>`;
    const result = read(xml);
    expect(result).toMatchObject({
      kind: 'question',
      question: {
        title: 'By train. Trains run on rails. Which is faster?',
        options: ['The TGV', 'The train'],
      },
    });
  });

  test('a MathML identifier naming a math variable shows its value; other identifiers stay', () => {
    const xml = numericItem({
      declarations: declare('a', 'integer', 'mathVariable="true"') + declare('b', 'integer'),
      processing:
        set('a', int(3)) +
        set('b', int(4)) +
        `<setCorrectResponse identifier="RESPONSE"><product>${variable('a')}${int(2)}</product></setCorrectResponse>`,
      body: '<m:math><m:mrow><m:mn>2</m:mn><m:mo>×</m:mo><m:mi> a </m:mi><m:mo>+</m:mo><m:mi>b</m:mi></m:mrow></m:math> = ?',
    });
    // The drawn value is written into the equation the item shows (ADR 390); b, no math variable, stays b.
    expect(question(xml)).toMatchObject({ text: '\\(2×3+b\\) = ?', answers: [{ value: 6 }] });
  });

  test('a response compared with a template variable has it as its right answer, within the tolerance compared with', () => {
    const xml = numericItem({
      declarations: declare('fAns', 'float'),
      processing: set('fAns', `<divide>${int(10)}${int(4)}</divide>`),
      body: 'What is 10 / 4?',
      responseProcessing: `<responseProcessing><responseCondition><responseIf>
        <equal toleranceMode="absolute" tolerance="0.1 0.1">${variable('RESPONSE')}${variable('fAns')}</equal>
        <setOutcomeValue identifier="SCORE">${float(1)}</setOutcomeValue>
      </responseIf></responseCondition></responseProcessing>`,
    });
    expect(question(xml).answers).toEqual([
      { kind: 'tolerance', value: 2.5, tolerance: 0.1, relative: false },
    ]);
  });

  test('a response compared rounded with an expression of template variables has its rounded value as the right answer', () => {
    const xml = numericItem({
      declarations: declare('A') + declare('B'),
      processing: set('A', int(2)) + set('B', int(3)),
      body: 'What is 2 / 3 to 3 significant figures?',
      responseProcessing: `<responseProcessing><responseCondition><responseIf>
        <equalRounded figures="3"><divide>${variable('A')}${variable('B')}</divide>${variable('RESPONSE')}</equalRounded>
        <setOutcomeValue identifier="SCORE">${float(1)}</setOutcomeValue>
      </responseIf></responseCondition></responseProcessing>`,
    });
    // Rounded as the comparison rounds, and accepted within half a unit of its last figure.
    expect(question(xml).answers).toEqual([
      { kind: 'tolerance', value: 0.667, tolerance: 0.0005, relative: false },
    ]);
  });

  test('of two comparisons with template values, the one worth the most points is the right answer', () => {
    const xml = numericItem({
      declarations: declare('A') + declare('B'),
      processing: set('A', '<randomInteger min="5" max="9"/>') + set('B', '<randomInteger min="1" max="4"/>'),
      body: 'What is <printedVariable identifier="A"/> + <printedVariable identifier="B"/>?',
      responseProcessing: `<responseProcessing><responseCondition>
        <responseIf>
          <match>${variable('RESPONSE')}<subtract>${variable('A')}${variable('B')}</subtract></match>
          <setOutcomeValue identifier="SCORE">${float(0.5)}</setOutcomeValue>
        </responseIf>
        <responseElseIf>
          <match>${variable('RESPONSE')}<sum>${variable('A')}${variable('B')}</sum></match>
          <setOutcomeValue identifier="SCORE">${float(1)}</setOutcomeValue>
        </responseElseIf>
      </responseCondition></responseProcessing>`,
    });
    const { text, answers } = question(xml);
    const [, a, b] = /What is (\d) \+ (\d)\?/.exec(text)!.map(Number);
    expect(answers).toEqual([{ kind: 'exact', value: a! + b! }]);
  });

  test('a comparison that gives no points does not make a right answer', () => {
    const xml = numericItem({
      declarations: declare('A'),
      processing: set('A', int(2)),
      body: 'Anything but 2.',
      responseProcessing: `<responseProcessing><responseCondition><responseIf>
        <match>${variable('RESPONSE')}${variable('A')}</match>
        <setOutcomeValue identifier="FEEDBACK"><baseValue baseType="identifier">SAME</baseValue></setOutcomeValue>
      </responseIf></responseCondition></responseProcessing>`,
    });
    expect(read(xml)).toMatchObject({ kind: 'skipped', reason: SKIP_REASONS.fromTemplate });
  });
});
