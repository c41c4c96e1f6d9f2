/**
 * A calculated question in Moodle XML (ADR 291): a `calculated` whose answer is the formula with `{x}` wildcards
 * (a power written `pow(a, b)`, `ln` as Moodle's `log`), its tolerance (type 1 relative, 2 nominal), the right
 * answer's decimals, and each variable as a private dataset definition with its range, decimals and ten drawn items
 * (Moodle asks for items; each student of the console draws anew).
 */
import { calculatedOf } from '../domain/calculated';
import { drawOf } from '../domain/calculatedDraw';
import { readFormula, substituted, writeFormula } from '../domain/calculatedFormula';
import type { ExportCalculatedQuestion } from './calculatedExportQuestion';
import { htmlText } from '../../../../server/exports/moodleText';
import { decimal } from '../../../../server/exports/qti21Rules';
import type { XmlNode } from '../../../../server/exports/xml';

const ITEMS = 10;

/** The formula in Moodle's syntax, or as written when it does not read. */
export function moodleFormula(question: ExportCalculatedQuestion): string {
  const { formula, variables } = question.definition;
  const read = readFormula(
    formula,
    variables.map((v) => v.name),
  );
  if (!read.ok) return formula;
  return writeFormula(substituted(read.formula, new Map(), { ln: 'log' }), {
    variable: (name) => `{${name}}`,
    power: (a, b) => `pow(${a}, ${b})`,
  });
}

export function calculatedMoodleXmlWriter(question: ExportCalculatedQuestion): {
  type: string;
  fields: XmlNode;
} {
  const definition = calculatedOf(question.definition);
  const draws = Array.from({ length: ITEMS }, (_, i) => drawOf(definition, `moodle:${question.id}:${i + 1}`));
  return {
    type: 'calculated',
    fields: {
      synchronize: '0',
      single: '0',
      answernumbering: 'abc',
      shuffleanswers: '0',
      answer: {
        '@_fraction': '100',
        text: moodleFormula(question),
        tolerance: decimal(definition.tolerance),
        tolerancetype: definition.relative ? '1' : '2',
        correctanswerformat: '1',
        correctanswerlength: String(definition.decimals),
        feedback: htmlText(''),
      },
      unitgradingtype: '0',
      unitpenalty: '0.1',
      showunits: '3',
      unitsleft: '0',
      dataset_definitions: {
        dataset_definition: definition.variables.map((variable) => ({
          status: { text: 'private' },
          name: { text: variable.name },
          type: 'calculated',
          distribution: { text: 'uniform' },
          minimum: { text: decimal(variable.min) },
          maximum: { text: decimal(variable.max) },
          decimals: { text: String(variable.decimals) },
          itemcount: String(ITEMS),
          dataset_items: {
            dataset_item: draws.map((draw, index) => ({
              number: String(index + 1),
              value: draw.shown.get(variable.name) ?? decimal(variable.min),
            })),
          },
          number_of_items: String(ITEMS),
        })),
      },
    },
  };
}
