/**
 * QTI 1.2 file upload items: Canvas's file_upload_question (in its QTI export and its Common Cartridge), with the
 * custom settings Canvas writes on the presentation: `allowed_types` (extensions, "png,jpeg") and `files_count`
 * (how many files the student may send).
 */
import { qti12Base } from '../../../../server/imports/qti12Description';
import { claimsDeclared, type Qti12Source } from '../../../../server/imports/qti12Item';
import { numberOf } from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { FileUploadDescription } from './fileUploadDescription';

const DECLARED = new Set(['file_upload_question']);

const claims = claimsDeclared(DECLARED, () => false);

function read(source: Qti12Source): TypeRead<FileUploadDescription> {
  const attributes = source.presentation?.attributes ?? {};
  const kinds = (attributes.allowed_types ?? '').split(/[\s,;]+/).filter((kind) => kind !== '');
  const count = numberOf(attributes.files_count);
  return {
    kind: 'read',
    description: {
      kind: 'fileUpload',
      ...qti12Base(source),
      ...(kinds.length > 0 ? { kinds } : {}),
      ...(count !== undefined && count > 1 ? { maxFiles: count } : {}),
    },
  };
}

export const fileUploadQti12Reader: FormatReader<Qti12Source, FileUploadDescription> = { claims, read };
