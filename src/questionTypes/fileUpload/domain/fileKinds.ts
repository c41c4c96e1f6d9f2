/**
 * The kinds of file a file upload question takes (ADR 294), the same on the student page (checked before sending),
 * the editor and the server (checked again on the bytes received). A kind is written as the `accept` attribute of
 * `<input type=file>` writes one: an extension (`.pdf`) or a media type (`application/pdf`, `image/*`). No zod: the
 * take page uses it.
 * @publicModule server/repositories, server/routes and src/views/quiz use it.
 */

/** The server's limits: what a question may ask for at most. */
export const FILE_UPLOAD_LIMITS = {
  /** The largest file the server takes for an answer (20 MiB, as a class document). */
  maxBytes: 20 * 1024 * 1024,
  /** The most files one answer may have. */
  maxFiles: 10,
  /** Kinds a question may list. */
  kinds: 20,
  kindLength: 100,
  instructions: 2000,
  /** Characters of a file's id in a stored answer. */
  fileId: 64,
} as const;

const EXTENSION = /^\.[a-z0-9]+(?:[._-][a-z0-9]+)*$/;
const MEDIA_TYPE = /^[a-z]+\/(?:\*|[a-z0-9][a-z0-9!#$&^_.+-]*)$/;

/** A kind as a question stores it: `.pdf` for "pdf", "PDF", "*.pdf" or ".PDF"; a media type in lower case. */
export function normalizeKind(text: string): string {
  const value = text
    .trim()
    .toLowerCase()
    .replace(/^\*(?=\.)/, '');
  if (value.includes('/')) return value;
  return value.startsWith('.') ? value : `.${value}`;
}

/** Whether a stored kind is an extension or a media type the picker and the server understand. */
export const isFileKind = (kind: string): boolean =>
  kind.length <= FILE_UPLOAD_LIMITS.kindLength && (EXTENSION.test(kind) || MEDIA_TYPE.test(kind));

/**
 * The kinds a list of text gives ("pdf, .docx; image/*"), each normalized, each once, in order. Only commas,
 * semicolons and line breaks separate them: "pdf docx" is one kind the save check names, not two guessed ones.
 */
export function kindsOfText(text: string): string[] {
  const kinds = text
    .split(/[,;\n]+/)
    .filter((part) => part.trim() !== '')
    .map(normalizeKind);
  return [...new Set(kinds)];
}

/** A file name's extension in lower case, with its dot (`.pdf`); '' when it has none. */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

/** Extensions that name the same kind of file. */
const SAME_EXTENSIONS: readonly (readonly string[])[] = [
  ['.jpg', '.jpeg', '.jpe', '.jfif'],
  ['.tif', '.tiff'],
  ['.htm', '.html'],
  ['.heic', '.heif'],
  ['.mpg', '.mpeg'],
  ['.text', '.txt'],
];

const sameExtension = (a: string, b: string) =>
  a === b || SAME_EXTENSIONS.some((group) => group.includes(a) && group.includes(b));

/** The media type of common extensions: a file whose browser or content says none is matched by it. */
const TYPE_OF_EXTENSION: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.bmp': 'image/bmp',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.rtf': 'application/rtf',
  '.md': 'text/markdown',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.zip': 'application/zip',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
  '.odp': 'application/vnd.oasis.opendocument.presentation',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.py': 'text/x-python',
  '.java': 'text/x-java',
  '.c': 'text/x-c',
  '.ipynb': 'application/x-ipynb+json',
};

/** The media type of an extension (`.pdf`), when it is a common one. */
export const typeOfExtension = (extension: string): string | undefined =>
  Object.hasOwn(TYPE_OF_EXTENSION, extension) ? TYPE_OF_EXTENSION[extension] : undefined;

/** The media type of a file's name, when its extension is a common one. */
export const typeOfName = (name: string): string | undefined => typeOfExtension(extensionOf(name));

/** Whether a file (its name and its media type) is of one of `kinds`; any file when there are none. */
export function isOfKinds(file: { readonly name: string; readonly type: string }, kinds: readonly string[]) {
  if (kinds.length === 0) return true;
  const extension = extensionOf(file.name);
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase() || typeOfName(file.name) || '';
  return kinds.some((kind) => {
    if (!kind.includes('/')) return extension !== '' && sameExtension(kind, extension);
    if (kind.endsWith('/*')) return type.startsWith(kind.slice(0, -1));
    return kind === type || kind === typeOfName(file.name);
  });
}

/** The kinds as the student reads them: ".pdf, .docx, image/*". */
export const kindsInWords = (kinds: readonly string[]) => kinds.join(', ');

/**
 * A size as people read it, in the page's language: "820 bytes", "14 kB", "2.4 MB" (units of 1,024, as file
 * managers and phones show them).
 */
export function formatBytes(bytes: number, locale?: string): string {
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : bytes >= 1024 ? 'kilobyte' : 'byte';
  const value = unit === 'megabyte' ? bytes / (1024 * 1024) : unit === 'kilobyte' ? bytes / 1024 : bytes;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: value < 10 && unit !== 'byte' ? 1 : 0,
    }).format(value);
  } catch {
    return `${Math.round(value * 10) / 10} ${unit === 'megabyte' ? 'MB' : unit === 'kilobyte' ? 'kB' : 'B'}`;
  }
}
