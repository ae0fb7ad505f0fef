import { sql } from 'kysely'
import type { PersonaKey } from './chat.rules.ts'
import type { ChatDb, PersonaKind } from './chat.tables.ts'

const label = (name: string) => sql.raw(`/* chat.${name} */`)

// who may be messaged and whose uploads are whose, as other services announced them
export function knownQueries(db: ChatDb) {
  return {
    async rememberTarget(kind: PersonaKind, id: number): Promise<void> {
      await db
        .insertInto('known_targets')
        .values({ kind, id, removed_at: null })
        .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
        .modifyEnd(label('rememberTarget'))
        .execute()
    },
    async forgetTarget(kind: PersonaKind, id: number, at: Date): Promise<void> {
      await db
        .updateTable('known_targets')
        .set({ removed_at: at })
        .where('kind', '=', kind)
        .where('id', '=', id)
        .modifyEnd(label('forgetTarget'))
        .execute()
    },
    async targetExists(target: PersonaKey): Promise<boolean> {
      const row = await db
        .selectFrom('known_targets')
        .select('id')
        .where('kind', '=', target.type)
        .where('id', '=', target.id)
        .where('removed_at', 'is', null)
        .modifyEnd(label('targetExists'))
        .executeTakeFirst()
      return row !== undefined
    },
    async rememberUpload(id: number, ownerId: number): Promise<void> {
      await db
        .insertInto('known_uploads')
        .values({ id, owner_id: ownerId })
        .onConflict((oc) => oc.column('id').doNothing())
        .modifyEnd(label('rememberUpload'))
        .execute()
    },
    async uploadOwners(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .selectFrom('known_uploads')
        .select(['id', 'owner_id'])
        .where('id', 'in', [...ids])
        .modifyEnd(label('uploadOwners'))
        .execute()
      return new Map(rows.map((row) => [row.id, row.owner_id]))
    },
  }
}
