/** Kysely table interfaces of Faculty Resources (migration 095, ADR 317). */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ResourceAudience, ResourceKind } from '../../src/domain/facultyResources/facultyResources';

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface FacultyResourceTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  kind: ResourceKind;
  /** The stored file's key (a file resource once its file is uploaded), its name, type found by content and size. */
  file_key: string | null;
  file_name: string | null;
  content_type: string | null;
  size: number | null;
  /** A link resource's address (http or https). */
  url: string | null;
  audience: ResourceAudience;
  /** 1 when created, one more on every save (ADR 109); the file's upload leaves it. */
  version: Generated<number>;
  created_at: Stamp;
  created_by: number | null;
  updated_at: Stamp;
  /** The account that saved the current version (ADR 300). */
  updated_by: number | null;
}

export interface FacultyResourceSubjectTable {
  resource_id: number;
  tag_id: number;
}

export interface FacultyResourceArticleTable {
  resource_id: number;
  article_id: number;
}

export interface FacultyResourceInstitutionTable {
  resource_id: number;
  institution_id: number;
}

export interface FacultyResourceTables {
  faculty_resources: FacultyResourceTable;
  faculty_resource_subjects: FacultyResourceSubjectTable;
  faculty_resource_articles: FacultyResourceArticleTable;
  faculty_resource_institutions: FacultyResourceInstitutionTable;
}

export type FacultyResourceRow = Selectable<FacultyResourceTable>;
