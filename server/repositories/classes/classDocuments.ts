/** Documents of a class (SPEC section 7 "Class" → Documents). Deleting is soft unless asked otherwise. */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { ClassDocumentRow } from '../../db/classTables';
import type { Database } from '../../db/database';
import type { ClassDocument } from '../../../src/api/classes/classDocumentsContract';
import { staleOutcome, type StaleOutcome } from '../../../src/domain/shared/recordVersions';

type Db = Kysely<Database>;

/** Class `classId`'s document `documentId`, live or in the bin (soft-deleted). */
const documentOf =
  (classId: number, documentId: number, state: 'live' | 'deleted') =>
  (eb: ExpressionBuilder<Database, 'class_documents'>) =>
    eb.and([
      eb('class_id', '=', classId),
      eb('id', '=', documentId),
      eb('deleted_at', state === 'live' ? 'is' : 'is not', null),
    ]);

export const toClassDocument = (row: ClassDocumentRow): ClassDocument => ({
  id: row.id,
  classId: row.class_id,
  fileName: row.file_name,
  mimeType: row.mime_type,
  size: row.size,
  createdAt: row.created_at.toISOString(),
  shared: row.shared,
  deletedAt: row.deleted_at ? row.deleted_at.toISOString() : null,
  version: row.version,
});

/** The class's documents that are not deleted, in the order they were added. */
export async function listClassDocuments(db: Db, classId: number): Promise<ClassDocumentRow[]> {
  return db
    .selectFrom('class_documents')
    .selectAll()
    .where('class_id', '=', classId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** The soft-deleted documents of a class, most recently deleted first (the Deleted view). */
export async function listDeletedClassDocuments(db: Db, classId: number): Promise<ClassDocumentRow[]> {
  return db
    .selectFrom('class_documents')
    .selectAll()
    .where('class_id', '=', classId)
    .where('deleted_at', 'is not', null)
    .orderBy('deleted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Renames and/or shares a document in the class on the version the change was made on (ADR 188): the check and the
 * increment are one UPDATE, so of two changes made on one version exactly one is stored. 'missing' when the class
 * has no such document (or it is deleted), stale when it changed since ('staleByYou' when the caller's own, ADR 300).
 */
export async function updateClassDocument(
  db: Db,
  classId: number,
  documentId: number,
  changes: { fileName?: string; shared?: boolean; version: number },
  now: Date,
  by: number,
): Promise<ClassDocumentRow | StaleOutcome | 'missing'> {
  const row = await db
    .updateTable('class_documents')
    .set((eb) => ({
      ...(changes.fileName === undefined ? {} : { file_name: changes.fileName }),
      ...(changes.shared === undefined ? {} : { shared: changes.shared }),
      updated_at: now,
      updated_by: by,
      version: eb('version', '+', 1),
    }))
    .where(documentOf(classId, documentId, 'live'))
    .where('version', '=', changes.version)
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  const current = await findClassDocument(db, classId, documentId);
  return current ? staleOutcome(current.updated_by, by) : 'missing';
}

/** Points the document at a new file; returns the row and the file it replaced (to remove). */
export async function replaceClassDocumentFile(
  db: Db,
  classId: number,
  documentId: number,
  file: { fileName: string; mimeType: string; size: number; storagePath: string },
  now: Date,
  by: number,
): Promise<{ row: ClassDocumentRow; previous: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('class_documents')
      .select('storage_path')
      .where(documentOf(classId, documentId, 'live'))
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    const row = await trx
      .updateTable('class_documents')
      .set({
        file_name: file.fileName,
        mime_type: file.mimeType,
        size: file.size,
        storage_path: file.storagePath,
        updated_at: now,
        updated_by: by,
        // A new file renames the document: a rename made before it is stale (ADR 188).
        version: sql`version + 1`,
      })
      .where('id', '=', documentId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, previous: current.storage_path };
  });
}

/** Brings a soft-deleted document back; undefined when there is no such deleted document. */
export async function restoreClassDocument(
  db: Db,
  classId: number,
  documentId: number,
): Promise<ClassDocumentRow | undefined> {
  return db
    .updateTable('class_documents')
    .set({ deleted_at: null })
    .where(documentOf(classId, documentId, 'deleted'))
    .returningAll()
    .executeTakeFirst();
}

export async function findClassDocument(
  db: Db,
  classId: number,
  documentId: number,
): Promise<ClassDocumentRow | undefined> {
  return db
    .selectFrom('class_documents')
    .selectAll()
    .where(documentOf(classId, documentId, 'live'))
    .executeTakeFirst();
}

export async function insertClassDocument(
  db: Db,
  values: {
    classId: number;
    fileName: string;
    mimeType: string;
    size: number;
    storagePath: string;
    uploadedBy: number | null;
  },
): Promise<ClassDocumentRow> {
  return db
    .insertInto('class_documents')
    .values({
      class_id: values.classId,
      file_name: values.fileName,
      mime_type: values.mimeType,
      size: values.size,
      storage_path: values.storagePath,
      uploaded_by: values.uploadedBy,
      updated_by: values.uploadedBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Soft delete keeps the row and the file (a restore is possible); a hard delete returns the path to remove. */
export async function deleteClassDocument(
  db: Db,
  classId: number,
  documentId: number,
  soft: boolean,
  now: Date,
): Promise<{ storagePath: string } | undefined> {
  const base = { class_id: classId, id: documentId };
  if (soft) {
    const row = await db
      .updateTable('class_documents')
      .set({ deleted_at: now })
      .where('class_id', '=', base.class_id)
      .where('id', '=', base.id)
      .where('deleted_at', 'is', null)
      .returning('storage_path')
      .executeTakeFirst();
    return row ? { storagePath: row.storage_path } : undefined;
  }
  const row = await db
    .deleteFrom('class_documents')
    .where('class_id', '=', base.class_id)
    .where('id', '=', base.id)
    .returning('storage_path')
    .executeTakeFirst();
  return row ? { storagePath: row.storage_path } : undefined;
}
