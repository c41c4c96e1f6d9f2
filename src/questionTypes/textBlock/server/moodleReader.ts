/** Moodle XML `description` questions: text shown between questions, worth nothing. */
import { moodleBase } from '../../../../server/imports/moodleDescription';
import type { MoodleSource } from '../../../../server/imports/moodleQuestion';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { TextBlockDescription } from './textBlockDescription';

const claims = (source: MoodleSource) => source.type === 'description';

const read = (source: MoodleSource): TypeRead<TextBlockDescription> => ({
  kind: 'read',
  description: { kind: 'textBlock', ...moodleBase(source) },
});

export const textBlockMoodleReader: FormatReader<MoodleSource, TextBlockDescription> = { claims, read };
