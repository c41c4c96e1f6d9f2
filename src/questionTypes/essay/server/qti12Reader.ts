/**
 * QTI 1.2 essay items: Canvas's essay_question, Common Cartridge's cc.essay.v0p1, Blackboard's Essay, and any one
 * typed response whose conditions accept nothing (scored by hand). Canvas's word limits (`word_limit_min`,
 * `word_limit_max` with `word_limit_enabled`), its plain-text box (`rce="No"`) and grading notes are kept.
 */
import {
  conditionsOf,
  comparisons,
  conditionVar,
  qti12Base,
} from '../../../../server/imports/qti12Description';
import { asksNumber, claimsTyped, metadata, type Qti12Source } from '../../../../server/imports/qti12Item';
import { numberOf } from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { EssayDescription } from './essayDescription';

const DECLARED = new Set(['essay_question', 'cc.essay.v0p1', 'essay', 'essay question', 'text question']);

const claims = claimsTyped(
  DECLARED,
  (response, source) =>
    !asksNumber(response) &&
    conditionsOf(source.item).every((condition) => comparisons(conditionVar(condition)).length === 0),
);

function read(source: Qti12Source): TypeRead<EssayDescription> {
  const response = source.responses.find((r) => r.name === 'response_str');
  const attributes = response?.attributes ?? {};
  const limited = /^yes$/i.test(attributes.word_limit_enabled ?? '');
  const minWords = limited ? numberOf(attributes.word_limit_min) : undefined;
  const maxWords = limited ? numberOf(attributes.word_limit_max) : undefined;
  const graderInfo = metadata(source.item, 'grading_notes')?.trim();
  return {
    kind: 'read',
    description: {
      kind: 'essay',
      ...qti12Base(source),
      responseFormat: /^no$/i.test(attributes.rce ?? '') ? 'plain' : 'html',
      ...(minWords !== undefined && minWords > 0 ? { minWords } : {}),
      ...(maxWords !== undefined && maxWords > 0 ? { maxWords } : {}),
      ...(graderInfo ? { graderInfo } : {}),
    },
  };
}

export const essayQti12Reader: FormatReader<Qti12Source, EssayDescription> = { claims, read };
