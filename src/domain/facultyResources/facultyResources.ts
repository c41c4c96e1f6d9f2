/**
 * Faculty Resources (ADR 317): material for instructors beside the videos. A resource is a file (a class document's
 * kinds: PDF, slides, documents, spreadsheets, images) or a link, with a title, a description, subjects, the
 * published articles it belongs to and its audience: every institution, or the chosen ones. Super admins manage
 * them; an instructor sees those whose audience includes their institution, a full admin sees every one.
 *
 * @publicModule the Add Video dialog and the class page show an article's resources.
 */
import * as z from 'zod';
import { isFullAdmin } from '../access/capabilities';
import { TagSchema } from '../content/content';
import { RecordVersionSchema } from '../shared/recordVersions';
import {
  CLASS_DOCUMENT_MAX_BYTES,
  CLASS_DOCUMENT_MESSAGES,
  type DocumentView,
  type UploadRule,
} from '../sponsors/uploads';

export const RESOURCE_KINDS = ['file', 'link'] as const;
export const ResourceKindSchema = z.enum(RESOURCE_KINDS);
export type ResourceKind = z.infer<typeof ResourceKindSchema>;

/** Every institution, or the chosen ones only. */
export const RESOURCE_AUDIENCES = ['all', 'institutions'] as const;
export const ResourceAudienceSchema = z.enum(RESOURCE_AUDIENCES);
export type ResourceAudience = z.infer<typeof ResourceAudienceSchema>;

/** What a resource is to its reader: the list's filter and the icon beside its title. */
export const RESOURCE_FORMATS = ['pdf', 'slides', 'document', 'spreadsheet', 'image', 'link'] as const;
export const ResourceFormatSchema = z.enum(RESOURCE_FORMATS);
export type ResourceFormat = z.infer<typeof ResourceFormatSchema>;

/** The stored types (a class document's, found in the file's bytes) of each file format. */
export const FORMAT_TYPES: Readonly<Record<Exclude<ResourceFormat, 'link' | 'image'>, readonly string[]>> = {
  pdf: ['application/pdf'],
  slides: [
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.ms-powerpoint',
  ],
  document: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/msword'],
  spreadsheet: [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-excel',
  ],
};

/** A resource's format: a link, or what its stored file is; null for a file resource still without its file. */
export function formatOf(kind: ResourceKind, contentType: string | null): ResourceFormat | null {
  if (kind === 'link') return 'link';
  if (contentType === null) return null;
  if (contentType.startsWith('image/')) return 'image';
  const found = (Object.keys(FORMAT_TYPES) as (keyof typeof FORMAT_TYPES)[]).find((format) =>
    FORMAT_TYPES[format].includes(contentType),
  );
  return found ?? 'document';
}

/** How the viewer shows a file of this format (inline, or through the external office viewer); null for a link. */
export function viewOfFormat(format: ResourceFormat): Exclude<DocumentView, 'unsupported'> | null {
  if (format === 'link') return null;
  if (format === 'pdf' || format === 'image') return format;
  return 'office';
}

/** The class documents' kinds (their content is checked on the server): what the console offers and accepts. */
const RESOURCE_FILE_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
  'ppt',
];

/**
 * A file resource's upload rule, in the shared upload machine's shape: the class documents' kinds by the file's name,
 * then their limit, each refused with the class documents' message before anything is sent.
 */
export const RESOURCE_FILE_RULE: UploadRule = {
  maxBytes: CLASS_DOCUMENT_MAX_BYTES,
  extensions: RESOURCE_FILE_EXTENSIONS,
  accept: RESOURCE_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(','),
  typeMessage: CLASS_DOCUMENT_MESSAGES.type,
  sizeMessage: CLASS_DOCUMENT_MESSAGES.size,
};

export const RESOURCE_LIMITS = {
  title: 255,
  description: 2000,
  url: 2000,
  subjects: 20,
  articles: 50,
  institutions: 200,
} as const;

export const FACULTY_RESOURCE_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooShort: 'Title is too short. It should have 3 characters or more.',
  urlRequired: "Give the link's address",
  urlInvalid: 'URL is not valid',
  institutionsRequired: 'Choose at least one institution',
  articleNotOffered: 'Only published articles can be attached',
  subjectUnknown: 'Choose subjects from the list',
  institutionUnknown: 'Choose institutions from the list',
  created: 'Resource successfully created',
  updated: 'Resource successfully updated',
  updateFailed: 'Unable to update Resource',
  deleted: 'Resource successfully deleted',
  deleteFailed: 'Unable to delete Resource',
  fileUploaded: 'File successfully uploaded',
  notAFile: 'Only a file resource takes a file',
  empty: 'No resources found',
} as const;

/** A link's address: http or https with a host (the sponsors' rule). */
export function isResourceUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

interface ResourceShape {
  readonly kind: ResourceKind;
  readonly url?: string | null | undefined;
  readonly audience: ResourceAudience;
}

/**
 * The rules between fields, the same for the form and the request: a link needs its address, a chosen audience at
 * least one institution (`institutionsPath` names the field that holds them).
 */
export function resourceProblems(
  resource: ResourceShape,
  institutionCount: number,
  institutionsPath: string,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const url = resource.url?.trim() ?? '';
  if (resource.kind === 'link' && url === '')
    problems.push({ path: 'url', message: FACULTY_RESOURCE_MESSAGES.urlRequired });
  else if (resource.kind === 'link' && !isResourceUrl(url))
    problems.push({ path: 'url', message: FACULTY_RESOURCE_MESSAGES.urlInvalid });
  if (resource.audience === 'institutions' && institutionCount === 0)
    problems.push({ path: institutionsPath, message: FACULTY_RESOURCE_MESSAGES.institutionsRequired });
  return problems;
}

const titleField = z
  .string({ error: FACULTY_RESOURCE_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: FACULTY_RESOURCE_MESSAGES.titleRequired, abort: true })
  .min(3, FACULTY_RESOURCE_MESSAGES.titleTooShort)
  .max(RESOURCE_LIMITS.title);

const ChoiceSchema = z.object({ id: z.number().int(), title: z.string() });
export type ResourceChoice = z.infer<typeof ChoiceSchema>;

/** The form's values: what it shows (the chosen articles and institutions with their titles). */
export const ResourceFormSchema = z
  .object({
    title: titleField,
    description: z.string().max(RESOURCE_LIMITS.description),
    kind: ResourceKindSchema,
    url: z.string().max(RESOURCE_LIMITS.url),
    subjectIds: z.array(z.number().int()).max(RESOURCE_LIMITS.subjects),
    articles: z.array(ChoiceSchema).max(RESOURCE_LIMITS.articles),
    audience: ResourceAudienceSchema,
    institutions: z.array(ChoiceSchema).max(RESOURCE_LIMITS.institutions),
  })
  .superRefine((values, ctx) => {
    for (const { path, message } of resourceProblems(values, values.institutions.length, 'institutions'))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type ResourceForm = z.input<typeof ResourceFormSchema>;

export const EMPTY_RESOURCE_FORM: ResourceForm = {
  title: '',
  description: '',
  kind: 'file',
  url: '',
  subjectIds: [],
  articles: [],
  audience: 'all',
  institutions: [],
};

const PersonSchema = z.object({ firstName: z.string(), lastName: z.string() });

export const ResourceFileSchema = z.object({
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** One resource as its managers read and edit it. */
export const FacultyResourceSchema = z.object({
  id: z.number().int(),
  version: RecordVersionSchema,
  title: z.string(),
  description: z.string(),
  kind: ResourceKindSchema,
  format: ResourceFormatSchema.nullable(),
  /** The stored file of a file resource; null until it is uploaded (and for a link). */
  file: ResourceFileSchema.nullable(),
  url: z.string().nullable(),
  audience: ResourceAudienceSchema,
  subjects: z.array(TagSchema),
  /** Its articles; `offered` false for one unpublished since (it is then not shown beside it, ADR 314). */
  articles: z.array(ChoiceSchema.extend({ offered: z.boolean() })),
  institutions: z.array(ChoiceSchema),
  updatedAt: z.string(),
  updatedBy: PersonSchema.nullable(),
});
export type FacultyResource = z.infer<typeof FacultyResourceSchema>;

/** One row of the managers' list. */
export const FacultyResourceRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: ResourceKindSchema,
  format: ResourceFormatSchema.nullable(),
  audience: ResourceAudienceSchema,
  institutionCount: z.number().int(),
  articleCount: z.number().int(),
  subjects: z.array(TagSchema),
  updatedAt: z.string(),
});
export type FacultyResourceRow = z.infer<typeof FacultyResourceRowSchema>;

/** A resource as an instructor meets it beside a video: what it is and how to open it. */
export const ResourceCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  kind: ResourceKindSchema,
  format: ResourceFormatSchema,
  /** A file's name; null for a link. */
  fileName: z.string().nullable(),
  /** A link's address; null for a file (opened in the viewer). */
  url: z.string().nullable(),
});
export type ResourceCard = z.infer<typeof ResourceCardSchema>;

/** Who reads a resource: their roles and their own institution (users.institution_id). */
export interface ResourceReader {
  readonly roles: readonly string[];
  readonly institutionId: number | null;
}

export interface ResourceReach {
  readonly kind: ResourceKind;
  readonly hasFile: boolean;
  readonly audience: ResourceAudience;
  readonly institutionIds: readonly number[];
}

/** A file resource is shown once its file is there; a link at once. */
export const isReady = (resource: Pick<ResourceReach, 'kind' | 'hasFile'>): boolean =>
  resource.kind === 'link' || resource.hasFile;

/**
 * Whether a reader sees a resource (ADR 317): a full admin every ready one; anyone else one whose audience is every
 * institution, or one of whose institutions is their own. The server's queries apply the same rule; anyone else is
 * answered as if it did not exist (ADR 105).
 */
export function mayReadResource(reader: ResourceReader, resource: ResourceReach): boolean {
  if (!isReady(resource)) return false;
  if (isFullAdmin(reader.roles) || resource.audience === 'all') return true;
  return reader.institutionId !== null && resource.institutionIds.includes(reader.institutionId);
}

/** The form's values of a loaded resource. */
export function formOfResource(resource: FacultyResource): ResourceForm {
  return {
    title: resource.title,
    description: resource.description,
    kind: resource.kind,
    url: resource.url ?? '',
    subjectIds: resource.subjects.map((subject) => subject.id),
    articles: resource.articles.map(({ id, title }) => ({ id, title })),
    audience: resource.audience,
    institutions: resource.institutions,
  };
}
