/** Documents of a class (SPEC section 7 "Class" → Documents). Deleting is soft unless asked otherwise. */
import type { Kysely } from 'kysely';
import type { ClassDocumentRow } from '../db/classTables';
import type { Database } from '../db/database';
import type { ClassDocument } from '../../src/api/classDocumentsContract';

type Db = Kysely<Database>;

export const toClassDocument = (row: ClassDocumentRow): ClassDocument => ({
  id: row.id,
  classId: row.class_id,
  fileName: row.file_name,
  mimeType: row.mime_type,
  size: row.size,
  createdAt: row.created_at.toISOString(),
});

export async function classExists(db: Db, classId: number): Promise<boolean> {
  return !!(await db.selectFrom('classes').select('id').where('id', '=', classId).executeTakeFirst());
}

export async function listClassDocuments(db: Db, classId: number): Promise<ClassDocumentRow[]> {
  return db
    .selectFrom('class_documents')
    .selectAll()
    .where('class_id', '=', classId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function findClassDocument(
  db: Db,
  classId: number,
  documentId: number,
): Promise<ClassDocumentRow | undefined> {
  return db
    .selectFrom('class_documents')
    .selectAll()
    .where('class_id', '=', classId)
    .where('id', '=', documentId)
    .where('deleted_at', 'is', null)
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
