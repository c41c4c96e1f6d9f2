/** Moodle XML ordering questions (qtype_ordering): the `<answer>`s in the right order. */
import { moodleAnswers, moodleBase } from '../../imports/moodleDescription';
import type { MoodleSource } from '../../imports/moodleQuestion';
import type { FormatReader, TypeRead } from '../questionType';
import { ORDERING_REASONS, type OrderingDescription } from './orderingDescription';

const claims = (source: MoodleSource) => source.type === 'ordering';

function read(source: MoodleSource): TypeRead<OrderingDescription> {
  const items = moodleAnswers(source.question)
    .map((a) => a.text.replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '');
  if (items.length < 2) return { kind: 'unreadable', reason: ORDERING_REASONS.tooFewItems };
  return { kind: 'read', description: { kind: 'ordering', ...moodleBase(source), items } };
}

export const orderingMoodleReader: FormatReader<MoodleSource, OrderingDescription> = { claims, read };
