/**
 * Moodle XML essay questions: `responseformat` (an editor, or plain text), `responsefieldlines`, `minwordlimit` and
 * `maxwordlimit`, the information for graders and the response template. Attachments cannot be carried (noted).
 */
import { moodleBase, moodleNumber } from '../../../../server/imports/moodleDescription';
import { moodlePlain, type MoodleSource } from '../../../../server/imports/moodleQuestion';
import { child, textOf } from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { EssayDescription } from './essayDescription';

export const ESSAY_NOTES = {
  attachments: 'Students could attach files to their answer; only the written answer is kept.',
  noText: 'Students answered with attached files only; the answer is written instead.',
} as const;

const claims = (source: MoodleSource) => source.type === 'essay';

function read(source: MoodleSource): TypeRead<EssayDescription> {
  const { question } = source;
  const format = textOf(child(question, 'responseformat') ?? '') || 'editor';
  const lines = moodleNumber(question, 'responsefieldlines');
  const minWords = moodleNumber(question, 'minwordlimit');
  const maxWords = moodleNumber(question, 'maxwordlimit');
  const attachments = moodleNumber(question, 'attachments') ?? 0;
  const graderInfo = moodlePlain(child(question, 'graderinfo'));
  const template = moodlePlain(child(question, 'responsetemplate'));
  const notes = [
    ...(format === 'noinline' ? [ESSAY_NOTES.noText] : attachments !== 0 ? [ESSAY_NOTES.attachments] : []),
  ];
  return {
    kind: 'read',
    description: {
      kind: 'essay',
      ...moodleBase(source),
      notes,
      responseFormat: /^(plain|monospaced)$/.test(format) ? 'plain' : 'html',
      ...(lines !== undefined && lines > 0 ? { lines } : {}),
      ...(minWords !== undefined && minWords > 0 ? { minWords } : {}),
      ...(maxWords !== undefined && maxWords > 0 ? { maxWords } : {}),
      ...(graderInfo !== '' ? { graderInfo } : {}),
      ...(template !== '' ? { template } : {}),
    },
  };
}

export const essayMoodleReader: FormatReader<MoodleSource, EssayDescription> = { claims, read };
