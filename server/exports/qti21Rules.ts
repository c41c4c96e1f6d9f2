/** QTI 2.1 response processing as the question types write it: conditions that set SCORE in points. */
import type { XmlNode } from './xml';

export const RESPONSE: XmlNode = { '@_identifier': 'RESPONSE' };

export const MAP_RESPONSE = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response';

/** A float written for QTI (`0.5`, `3`). */
export const decimal = (value: number) => String(Number(value.toPrecision(15)));

export const floatValue = (value: number): XmlNode => ({ '@_baseType': 'float', '#text': decimal(value) });

/** `<setOutcomeValue identifier="SCORE">` of an expression. */
export const setScore = (expression: XmlNode): XmlNode => ({
  setOutcomeValue: { '@_identifier': 'SCORE', ...expression },
});

/** SCORE is `points` when `condition` holds (an expression element by name), else it stays 0. */
export const scoreWhen = (condition: XmlNode, points: number): XmlNode => ({
  responseCondition: { responseIf: { ...condition, ...setScore({ baseValue: floatValue(points) }) } },
});

/** The item body of an inline interaction: the prompt in a paragraph, then the interaction in its own. */
export const inlineBody = (prompt: XmlNode | string, interaction: XmlNode): XmlNode => ({
  p: [typeof prompt === 'string' ? { '#text': prompt } : prompt, interaction],
});
