/**
 * A file upload question as the readers describe it: the kinds of file it takes, their size and number, and the
 * instructions; a drawing question (ADR 306) with the picture the student draws on.
 */
import type { DescriptionBase } from '../../shared/server/description';

export interface FileUploadDescription extends DescriptionBase {
  readonly kind: 'fileUpload';
  /** Extensions (`.pdf`) and media types (`image/*`) the source takes, as it writes them; absent: any file. */
  readonly kinds?: readonly string[];
  /** The largest file, in bytes, where the source says. */
  readonly maxBytes?: number;
  /** How many files an answer may have, where the source says (Infinity: any number). */
  readonly maxFiles?: number;
  /** What the student reads beside the picker. */
  readonly instructions?: string;
  /** The student draws on this picture (QTI's drawingInteraction): it becomes the question's own image. */
  readonly drawing?: { readonly src: string; readonly alt: string };
}
