/**
 * Moodle XML ordering questions (qtype_ordering): the `<answer>`s in the right order; all or nothing (ADR 292) when
 * its `gradingtype` is ALLORNOTHING.
 */
import { moodleAnswers, moodleBase } from '../../../../server/imports/moodleDescription';
import type { MoodleSource } from '../../../../server/imports/moodleQuestion';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { ORDERING_REASONS, type OrderingDescription } from './orderingDescription';
import { child, textOf } from '../../../../server/imports/xmlTree';

const claims = (source: MoodleSource) => source.type === 'ordering';

function read(source: MoodleSource): TypeRead<OrderingDescription> {
  const items = moodleAnswers(source.question)
    .map((a) => a.text.replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '');
  if (items.length < 2) return { kind: 'unreadable', reason: ORDERING_REASONS.tooFewItems };
  const grading = textOf(child(source.question, 'gradingtype') ?? '')
    .trim()
    .toUpperCase();
  return {
    kind: 'read',
    description: {
      kind: 'ordering',
      ...moodleBase(source),
      items,
      ...((grading === 'ALLORNOTHING' || grading === '-1') && items.length > 2
        ? { scoring: 'allOrNothing' }
        : {}),
    },
  };
}

export const orderingMoodleReader: FormatReader<MoodleSource, OrderingDescription> = { claims, read };
