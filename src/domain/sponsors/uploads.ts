/**
 * Upload rules of SPEC sections 5 and 9: the sponsor's preroll video (mp4, 2 MB) and logo (PNG, 1 MB).
 * The console checks the name and size before sending; the server checks the content itself (whole PNG or MP4).
 *
 * @publicModule faculty resources take the class documents' files, checked and shown the same way.
 */
import { isWholeMp4, isWholePng } from './uploadStructure';

export const UPLOAD_KINDS = ['video', 'logo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export interface UploadRule {
  readonly maxBytes: number;
  /** File name extensions the console offers and accepts. */
  readonly extensions: readonly string[];
  readonly accept: string;
  readonly typeMessage: string;
  readonly sizeMessage: string;
}

const MB = 1024 * 1024;

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  video: {
    maxBytes: 2 * MB,
    extensions: ['mp4'],
    accept: 'video/mp4,.mp4',
    typeMessage: 'Invalid file type. Accepted format: mp4.',
    sizeMessage: 'File size limit exceeded (2 MB). Please reduce and try again.',
  },
  logo: {
    maxBytes: 1 * MB,
    extensions: ['png'],
    accept: 'image/png,.png',
    typeMessage: 'Invalid file type. Accepted format: PNG',
    sizeMessage: 'File size limit exceeded (1 MB). Please reduce and try again.',
  },
};

/** The logo's advised size and the crop dialog's default (SPEC section 9). */
export const LOGO_SIZE = { width: 150, height: 50 } as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The rule's message that refuses this file before it is sent (its name, then its size), or null when it may go. */
export function ruleProblem(rule: UploadRule, file: { name: string; size: number }): string | null {
  if (!rule.extensions.includes(extensionOf(file.name))) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return null;
}

/** The SPEC message that refuses this file before it is sent, or null when it may go. */
export function uploadProblem(kind: UploadKind, file: { name: string; size: number }): string | null {
  return ruleProblem(UPLOAD_RULES[kind], file);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** A PNG starts with its 8-byte signature followed by an IHDR chunk. */
export function looksLikePng(bytes: Uint8Array): boolean {
  if (bytes.length < 24) return false;
  if (!PNG_SIGNATURE.every((value, index) => bytes[index] === value)) return false;
  return String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
}

/** An MP4 (ISO base media file) starts with a box whose type is 'ftyp' and whose size fits the file. */
export function looksLikeMp4(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (String.fromCharCode(...bytes.subarray(4, 8)) !== 'ftyp') return false;
  return size >= 16 && size <= bytes.length;
}

/**
 * The server's content check: the file's bytes must be a whole file of the kind, whatever its name or header
 * says; a truncated one is refused too (ADR 095).
 */
export function contentMatches(kind: UploadKind, bytes: Uint8Array): boolean {
  return kind === 'logo' ? isWholePng(bytes) : isWholeMp4(bytes);
}

/** Class documents: PDF, images and office formats, at most 20 MB, recognised by their content. */
export const CLASS_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const CLASS_DOCUMENT_MESSAGES = {
  type: 'Invalid file type. Accepted formats: PDF, images and office documents.',
  size: 'File size limit exceeded (20 MB). Please reduce and try again.',
} as const;

const OFFICE_TYPES: Readonly<Record<string, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((value, index) => bytes[index] === value);

/** The types `classDocumentType` can tell by a file's bytes: a file that claims one of them must show it. */
export const CONTENT_CHECKED_TYPES: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  ...Object.values(OFFICE_TYPES),
];

/** The MIME type of a class document judged by its bytes (and, for office files, its extension), or null. */
export function classDocumentType(fileName: string, bytes: Uint8Array): string | null {
  const extension = extensionOf(fileName);
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (looksLikePng(bytes)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  const zip = startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
  const ole = startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  if (zip && ['docx', 'xlsx', 'pptx'].includes(extension)) return OFFICE_TYPES[extension]!;
  if (ole && ['doc', 'xls', 'ppt'].includes(extension)) return OFFICE_TYPES[extension]!;
  return null;
}

export type DocumentView = 'pdf' | 'image' | 'office' | 'unsupported';

/** How the viewer shows a document: inline for PDF and images, through the external viewer for office files. */
export function documentViewOf(mimeType: string): DocumentView {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  if (Object.values(OFFICE_TYPES).includes(mimeType)) return 'office';
  return 'unsupported';
}
