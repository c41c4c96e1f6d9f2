/**
 * A collection's editors (ADR 265's rows that hold the right now) and the accounts that may become one (ADR 316):
 * active accounts of the publishing desk (ROLE_PUBLISH) that are not full admins, who edit every collection anyway.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';
import type {
  CollectionEditorEntry,
  EditorCandidate,
} from '../../../src/api/methodsCollections/collectionsContract';
import { FULL_ADMIN_ROLES } from '../../../src/domain/access/capabilities';
import type { ParsedListRequest } from '../../../src/domain/shared/listQuery';
import type { Database } from '../../db/database';
import { listResource, textField } from '../../lists/listRequest';
import { listPage, type ListPage } from '../shared/listPage';

type Db = Kysely<Database>;

/** The role the editor right is given to (ADR 316). */
export const EDITOR_ROLE = 'ROLE_PUBLISH';

/** The accounts the candidate search looks among, over `users as u`. */
const MAY_EDIT = sql<SqlBool>`u.is_active and ${EDITOR_ROLE} = any(u.roles)
  and not (u.roles && ${sql.val([...FULL_ADMIN_ROLES])}::text[])`;

/** The search: `name` looks in the first name, last name and e-mail; by e-mail unless asked otherwise. */
const CANDIDATE_RESOURCE = listResource({
  name: 'collectionEditorCandidates',
  id: sql`u.id`,
  filters: { name: textField(sql`(u.first_name || ' ' || u.last_name || ' ' || u.email)`) },
  sorts: { email: sql`u.email`, lastName: sql`u.last_name` },
  defaultSort: [['email', 'asc']],
});

/** The accounts holding the right on the collection now, by name. */
export async function listCollectionEditors(db: Db, collectionId: number): Promise<CollectionEditorEntry[]> {
  const rows = await db
    .selectFrom('method_collection_editors as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'e.updated_at'])
    .where('e.collection_id', '=', collectionId)
    .where('e.can_edit', '=', true)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    since: new Date(row.updated_at).toISOString(),
  }));
}

/** One page of the accounts that may edit the collection, each saying whether it already does. */
export function listEditorCandidates(
  db: Db,
  collectionId: number,
  request: ParsedListRequest,
): Promise<ListPage<EditorCandidate>> {
  const isEditor = sql<SqlBool>`exists (select 1 from method_collection_editors e
    where e.collection_id = ${collectionId} and e.user_id = u.id and e.can_edit)`;
  return listPage({
    resource: CANDIDATE_RESOURCE,
    request,
    from: db.selectFrom('users as u').where(MAY_EDIT),
    select: (users) =>
      users.select(['u.id', 'u.first_name', 'u.last_name', 'u.email', isEditor.as('is_editor')]),
    map: (row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      isEditor: Boolean(row.is_editor),
    }),
  });
}
