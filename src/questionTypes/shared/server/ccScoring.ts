/**
 * Pieces every Common Cartridge item writer shares (QTI 1.2 profile): the SCORE outcome from 0 to 100, the typed
 * answer box, and a condition that sets the score.
 */
import type { XmlNode } from '../../../../server/exports/xml';

/** The `outcomes` of every item: one SCORE from 0 to 100. */
export const CC_SCORE_OUTCOMES = {
  decvar: { '@_maxvalue': '100', '@_minvalue': '0', '@_varname': 'SCORE', '@_vartype': 'Decimal' },
} as const;

/** A typed answer (`render_fib`) `rows` lines high. */
export const ccAnswerBox = (rows: number) => ({
  response_str: {
    '@_ident': 'response1',
    '@_rcardinality': 'Single',
    render_fib: { '@_rows': String(rows), '@_prompt': 'Box', response_label: { '@_ident': 'answer1' } },
  },
});

/** A `respcondition` that sets SCORE to `score` (of 100) when `conditionvar` holds. */
export const ccSetScore = (conditionvar: XmlNode, score: string) => ({
  '@_continue': 'No',
  conditionvar,
  setvar: { '@_varname': 'SCORE', '@_action': 'Set', '#text': score },
});
