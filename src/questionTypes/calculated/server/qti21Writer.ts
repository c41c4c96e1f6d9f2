/**
 * A calculated question in QTI 2.1 (ADR 291): each variable a template variable drawn by templateProcessing (a
 * `randomInteger` over the variable's grid, divided by 10^decimals when it has decimals), the formula as QTI
 * expressions setting the correct response, the text's `{x}` as `printedVariable`s, and the response compared with
 * the correct one within the tolerance (`equal` exact, absolute or relative). Functions QTI 2.1 has no expression
 * for (sin, log…) are written as QTI 2.2's mathOperator, and noted.
 */
import { calculatedOf, type CalculatedDefinition } from '../domain/calculated';
import { readFormula, type Formula } from '../domain/calculatedFormula';
import { pointsOf } from '../../../../server/exports/exportModel';
import type { ExportCalculatedQuestion } from './calculatedExportQuestion';
import { decimal, floatValue, inlineBody } from '../../../../server/exports/qti21Rules';
import type { XmlNode, XmlValue } from '../../../../server/exports/xml';
import type { Qti21Parts } from '../../shared/server/questionType';
import { CALCULATED_EXPORT_NOTES } from './asNumeric';
import { QTI_MATH_OPERATORS } from './qtiMathOperators';

/** A template variable's identifier: the variable's name, which is already an identifier. */
const identifier = (name: string) => name;

/** A number as a QTI expression. */
const num = (value: number): XmlNode => ({ baseValue: floatValue(value) });

/** An operator element with its operands as children, in order (see `ordered`). */
const op = (name: string, operands: readonly XmlNode[], attributes: XmlNode = {}): XmlNode => ({
  [name]: { ...(attributes as object), ...(ordered(operands) as object) },
});

/** The expression QTI 2.1 computes a function with, when it has one. */
const QTI21_CALLS: Readonly<Record<string, (args: XmlNode[]) => XmlNode>> = {
  sqrt: ([x]) => op('power', [x!, num(0.5)]),
  pow: ([a, b]) => op('power', [a!, b!]),
  abs: ([x]) => op('max', [x!, op('product', [num(-1), x!])]),
  exp: ([x]) => op('power', [num(Math.E), x!]),
  min: (args) => op('min', args),
  max: (args) => op('max', args),
  round: ([x, d]) =>
    d === undefined
      ? op('round', [x!])
      : op('divide', [
          op('round', [op('product', [x!, op('power', [num(10), d])])]),
          op('power', [num(10), d]),
        ]),
  pi: () => num(Math.PI),
};

/** The formula as a QTI expression (an element named by its operator). */
function expression(formula: Formula): XmlNode {
  switch (formula.kind) {
    case 'number':
      return num(formula.value);
    case 'variable':
      return { variable: { '@_identifier': identifier(formula.name) } };
    case 'negate':
      return op('product', [num(-1), expression(formula.of)]);
    case 'binary': {
      const name = { '+': 'sum', '-': 'subtract', '*': 'product', '/': 'divide', '^': 'power' }[formula.op];
      return op(name, [expression(formula.left), expression(formula.right)]);
    }
    case 'call': {
      const args = formula.args.map(expression);
      const known = QTI21_CALLS[formula.name];
      if (known) return known(args);
      return op('mathOperator', args, { '@_name': QTI_MATH_OPERATORS[formula.name] ?? formula.name });
    }
  }
}

/**
 * Operands as one element's children, by name: the XML builder writes an object's keys in order and an array as
 * elements of one name, so two operands keep their order (the left's name first, or one array when both have the
 * same name); the operands of a function of more (min, max) may be regrouped by name, which does not change them.
 */
/** Operands as one element's children: `[{ sum: … }, { baseValue: … }]` → `{ sum: …, baseValue: … }` by name. */
function ordered(operands: readonly XmlNode[]): XmlNode {
  const children: Record<string, XmlNode[]> = {};
  for (const operand of operands)
    for (const [name, value] of Object.entries(operand as Record<string, XmlNode>))
      (children[name] ??= []).push(value);
  return children;
}

/** The functions of a formula QTI 2.1 has no expression for. */
export function qti22Functions(definition: CalculatedDefinition): string[] {
  const read = readFormula(
    definition.formula,
    definition.variables.map((v) => v.name),
  );
  const found: string[] = [];
  const walk = (formula: Formula) => {
    if (formula.kind === 'call') {
      if (!QTI21_CALLS[formula.name] && !found.includes(formula.name)) found.push(formula.name);
      formula.args.forEach(walk);
    } else if (formula.kind === 'negate') walk(formula.of);
    else if (formula.kind === 'binary') {
      walk(formula.left);
      walk(formula.right);
    }
  };
  if (read.ok) walk(read.formula);
  return found;
}

/** A variable's draw: a whole number of its grid's steps between its bounds, in its unit. */
function drawn(variable: CalculatedDefinition['variables'][number]): XmlNode {
  const factor = 10 ** variable.decimals;
  const low = Math.ceil(Number((variable.min * factor).toPrecision(12)));
  const high = Math.max(low, Math.floor(Number((variable.max * factor).toPrecision(12))));
  const random = { randomInteger: { '@_min': String(low), '@_max': String(high) } };
  return variable.decimals === 0 ? random : op('divide', [random, num(factor)]);
}

/** `{x}` of a text as printedVariables of its template variables (in XML text: the braces are kept). */
export function printedText(text: string, definition: CalculatedDefinition): string {
  const byName = new Map(definition.variables.map((v) => [v.name, v]));
  return text.replace(/\{([A-Za-z_]\w*)\}/g, (whole, name: string) => {
    const variable = byName.get(name);
    return variable
      ? `<printedVariable identifier="${identifier(name)}" format="%.${variable.decimals}f"/>`
      : whole;
  });
}

/** Marks in a plain prompt where each printedVariable goes (the package writes them as raw XML). */
const markOf = (index: number) => `@@printed-variable-${index}@@`;

function parts(question: ExportCalculatedQuestion, prompt: XmlValue): Qti21Parts {
  const definition = calculatedOf(question.definition);
  const points = pointsOf(question);
  const read = readFormula(
    definition.formula,
    definition.variables.map((v) => v.name),
  );
  const raw: (readonly [string, string])[] = [];
  const marked = (text: string) =>
    text.replace(/\{([A-Za-z_]\w*)\}/g, (whole) => {
      const printed = printedText(whole, definition);
      if (printed === whole) return whole;
      const mark = markOf(raw.length);
      raw.push([mark, printed]);
      return mark;
    });
  const shownPrompt =
    typeof prompt === 'string'
      ? marked(prompt)
      : typeof prompt === 'object' &&
          prompt !== null &&
          typeof (prompt as { '#text'?: unknown })['#text'] === 'string'
        ? {
            ...(prompt as Record<string, XmlValue>),
            '#text': marked((prompt as { '#text': string })['#text']),
          }
        : prompt;
  const within = definition.relative ? definition.tolerance * 100 : definition.tolerance;
  const compare =
    definition.tolerance === 0
      ? { '@_toleranceMode': 'exact' }
      : {
          '@_toleranceMode': definition.relative ? 'relative' : 'absolute',
          '@_tolerance': `${decimal(within)} ${decimal(within)}`,
        };
  return {
    responseDeclaration: { '@_identifier': 'RESPONSE', '@_cardinality': 'single', '@_baseType': 'float' },
    templateDeclaration: definition.variables.map((variable) => ({
      '@_identifier': identifier(variable.name),
      '@_cardinality': 'single',
      '@_baseType': variable.decimals === 0 ? 'integer' : 'float',
      '@_paramVariable': 'false',
      '@_mathVariable': 'true',
    })),
    templateProcessing: {
      setTemplateValue: definition.variables.map((variable) => ({
        '@_identifier': identifier(variable.name),
        ...drawn(variable),
      })),
      ...(read.ok ? { setCorrectResponse: { '@_identifier': 'RESPONSE', ...expression(read.formula) } } : {}),
    },
    itemBody: inlineBody(shownPrompt as XmlNode | string, {
      textEntryInteraction: { '@_responseIdentifier': 'RESPONSE', '@_expectedLength': '15' },
    }),
    responseProcessing: {
      responseCondition: {
        responseIf: {
          equal: {
            ...compare,
            variable: { '@_identifier': 'RESPONSE' },
            correct: { '@_identifier': 'RESPONSE' },
          },
          setOutcomeValue: { '@_identifier': 'SCORE', ...num(points) },
        },
      },
    },
    printed: (text) => printedText(text, definition),
    raw,
  };
}

export const calculatedQti21Writer = { interactionType: 'textEntryInteraction', parts } as const;

export const calculatedQti21Notes = (question: ExportCalculatedQuestion) => {
  const functions = qti22Functions(calculatedOf(question.definition));
  return [
    ...(functions.length > 0 ? [CALCULATED_EXPORT_NOTES.qti22(functions)] : []),
    ...(question.definition.decimals !== 2
      ? [CALCULATED_EXPORT_NOTES.answerDecimals(question.definition.decimals)]
      : []),
  ];
};
