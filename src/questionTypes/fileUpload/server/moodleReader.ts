/**
 * Moodle XML essays answered by attached files only (`responseformat` noinline, `attachmentsrequired` above 0): the
 * number of files (`attachments`, -1 for any number), their kinds (`filetypeslist`: extensions, media types and
 * Moodle's groups of types) and their largest size (`maxbytes`, 0 for the course's limit). An essay with a text box
 * stays an essay (src/questionTypes/essay/server/moodleReader.ts).
 */
import { moodleBase, moodleNumber } from '../../../../server/imports/moodleDescription';
import type { MoodleSource } from '../../../../server/imports/moodleQuestion';
import { child, textOf } from '../../../../server/imports/xmlTree';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { FileUploadDescription } from './fileUploadDescription';

export const FILE_UPLOAD_MOODLE_NOTES = {
  required: (count: number) =>
    `Students had to attach at least ${count} files; here a student sends what they have, and the teacher sees how many.`,
  group: (group: string) =>
    `Moodle's group of files "${group}" is not one the console knows: it is left out.`,
} as const;

/** Moodle's groups of file types (lib/classes/filetypes.php), as the extensions or media types they hold. */
export const MOODLE_FILE_GROUPS: Readonly<Record<string, readonly string[]>> = {
  image: ['image/*'],
  audio: ['audio/*'],
  video: ['video/*'],
  web_image: ['.gif', '.jpeg', '.jpg', '.png', '.svg', '.webp'],
  web_audio: ['.aac', '.flac', '.mp3', '.m4a', '.oga', '.ogg', '.wav'],
  web_video: ['.mp4', '.m4v', '.ogv', '.webm'],
  document: ['.doc', '.docx', '.epub', '.odt', '.pdf', '.rtf', '.txt'],
  spreadsheet: ['.csv', '.ods', '.xls', '.xlsx', '.xlsm'],
  presentation: ['.odp', '.pps', '.ppt', '.pptx', '.pptm'],
  archive: ['.7z', '.gz', '.rar', '.tar', '.tgz', '.zip'],
  html_track: ['.vtt'],
};

const claims = (source: MoodleSource) =>
  source.type === 'essay' &&
  textOf(child(source.question, 'responseformat') ?? '') === 'noinline' &&
  (moodleNumber(source.question, 'attachmentsrequired') ?? 0) > 0;

function read(source: MoodleSource): TypeRead<FileUploadDescription> {
  const { question } = source;
  const attachments = moodleNumber(question, 'attachments') ?? 1;
  const required = moodleNumber(question, 'attachmentsrequired') ?? 1;
  const maxBytes = moodleNumber(question, 'maxbytes');
  const notes: string[] = [];
  const kinds = textOf(child(question, 'filetypeslist') ?? '')
    .split(/[\s,;]+/)
    .filter((entry) => entry !== '' && entry !== '*')
    .flatMap((entry) => {
      if (entry.includes('.') || entry.includes('/')) return [entry];
      const group = MOODLE_FILE_GROUPS[entry.toLowerCase()];
      if (!group) notes.push(FILE_UPLOAD_MOODLE_NOTES.group(entry));
      return group ?? [];
    });
  const maxFiles = attachments < 0 ? Infinity : Math.max(attachments, required);
  if (required > 1) notes.push(FILE_UPLOAD_MOODLE_NOTES.required(required));
  return {
    kind: 'read',
    description: {
      kind: 'fileUpload',
      ...moodleBase(source),
      notes,
      ...(kinds.length > 0 ? { kinds } : {}),
      ...(maxBytes !== undefined && maxBytes > 0 ? { maxBytes } : {}),
      ...(maxFiles > 1 ? { maxFiles } : {}),
    },
  };
}

export const fileUploadMoodleReader: FormatReader<MoodleSource, FileUploadDescription> = { claims, read };
