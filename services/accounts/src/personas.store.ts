import type { Persona } from '@showroom/platform'
import { z } from 'zod'
import type { AccountsDb } from './accounts.tables.ts'
import type { PersonaGrant } from './accounts.types.ts'
import { label } from './sql.ts'

const grantRow = z.object({
  user_id: z.number().int(),
  persona_type: z.enum(['designer', 'venue']),
  persona_id: z.number().int(),
  name: z.string(),
  icon_url: z.string().nullable(),
})

function toGrant(row: unknown): PersonaGrant {
  const r = grantRow.parse(row)
  return { userId: r.user_id, type: r.persona_type, id: r.persona_id, name: r.name, iconUrl: r.icon_url }
}

export function personaQueries(db: AccountsDb) {
  return {
    async upsertPersonaGrant(grant: PersonaGrant): Promise<PersonaGrant> {
      const row = await db
        .insertInto('persona_grants')
        .values({
          user_id: grant.userId,
          persona_type: grant.type,
          persona_id: grant.id,
          name: grant.name,
          icon_url: grant.iconUrl,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'persona_type', 'persona_id'])
            .doUpdateSet({ name: grant.name, icon_url: grant.iconUrl }),
        )
        .returning(['user_id', 'persona_type', 'persona_id', 'name', 'icon_url'])
        .modifyEnd(label('personaGrants.upsert'))
        .executeTakeFirstOrThrow()
      return toGrant(row)
    },

    async deletePersonaGrant(userId: number, persona: Persona): Promise<boolean> {
      const result = await db
        .deleteFrom('persona_grants')
        .where('user_id', '=', userId)
        .where('persona_type', '=', persona.type)
        .where('persona_id', '=', persona.id)
        .modifyEnd(label('personaGrants.delete'))
        .executeTakeFirst()
      return result.numDeletedRows > 0n
    },

    async listPersonaGrants(userId: number): Promise<PersonaGrant[]> {
      const rows = await db
        .selectFrom('persona_grants')
        .select(['user_id', 'persona_type', 'persona_id', 'name', 'icon_url'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('persona_type')
        .orderBy('persona_id')
        .modifyEnd(label('personaGrants.ofUser'))
        .execute()
      return rows.map(toGrant)
    },

    async hasPersonaGrant(userId: number, persona: Persona): Promise<boolean> {
      const row = await db
        .selectFrom('persona_grants')
        .select('persona_id')
        .where('user_id', '=', userId)
        .where('persona_type', '=', persona.type)
        .where('persona_id', '=', persona.id)
        .modifyEnd(label('personaGrants.exists'))
        .executeTakeFirst()
      return row !== undefined
    },
  }
}
