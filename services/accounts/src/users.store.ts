import { anyOf, prepared, type Role } from '@showroom/platform'
import { sql } from 'kysely'
import { z } from 'zod'
import type { AccountsDb, AccountsTables } from './accounts.tables.ts'
import type { UserRecord } from './accounts.types.ts'
import { label, timestamp } from './sql.ts'

const ROLES = ['member', 'moderator', 'admin'] as const

const userRow = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  user_url: z.string(),
  full_name: z.string(),
  profile_icon_url: z.string().nullable(),
  roles: z.array(z.string()),
  is_pro: z.boolean(),
  is_team: z.boolean(),
  vip_level: z.number().int(),
  is_verified: z.number().int(),
  points: z.number().int(),
  is_deleted: z.boolean(),
  created_at: timestamp,
})

const userColumns = [
  'id',
  'email',
  'username',
  'user_url',
  'full_name',
  'profile_icon_url',
  'roles',
  'is_pro',
  'is_team',
  'vip_level',
  'is_verified',
  'points',
  'is_deleted',
  'created_at',
] as const

export function parseRoles(roles: string[]): Role[] {
  const known = roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role))
  return known.length > 0 ? known : ['member']
}

function toUser(row: unknown): UserRecord {
  const r = userRow.parse(row)
  return {
    id: r.id,
    email: r.email,
    username: r.username,
    userUrl: r.user_url,
    fullName: r.full_name,
    profileIconUrl: r.profile_icon_url,
    roles: parseRoles(r.roles),
    isPro: r.is_pro,
    isTeam: r.is_team,
    vipLevel: r.vip_level,
    isVerified: r.is_verified,
    points: r.points,
    isDeleted: r.is_deleted,
    createdAt: r.created_at,
  }
}
export interface NewUser {
  email: string
  username: string
  userUrl: string
  fullName: string
  passwordHash: string
  roles: Role[]
  isPro: boolean
  isTeam: boolean
  vipLevel: number
  isVerified: number
  points: number
  profileIconUrl: string | null
  createdAt: Date
}

export type UserPatch = Partial<
  Pick<
    UserRecord,
    'fullName' | 'profileIconUrl' | 'roles' | 'isPro' | 'isTeam' | 'vipLevel' | 'isVerified' | 'points'
  >
>

// the mention lookup runs on every keystroke: built once (lower(username) like 'prefix%' is served by
// the text_pattern_ops index)
const byUsernamePrefix = prepared<{ pattern: string; limit: number }, unknown, AccountsTables>((db, slot) =>
  db
    .selectFrom('users')
    .select(userColumns)
    .where(sql`lower(username)`, 'like', slot('pattern'))
    .where('is_deleted', '=', false)
    .orderBy(sql`lower(username)`)
    .limit(slot('limit'))
    .modifyEnd(label('users.byUsernamePrefix')),
)

// every list of comments, people or messages names its authors: built once
const byIds = prepared<{ ids: readonly number[] }, unknown, AccountsTables>((db, slot) =>
  db
    .selectFrom('users')
    .select(userColumns)
    .where('id', '=', anyOf(slot('ids')))
    .modifyEnd(label('users.byIds')),
)

export function userQueries(db: AccountsDb) {
  return {
    async insertUser(user: NewUser): Promise<UserRecord> {
      const row = await db
        .insertInto('users')
        .values({
          email: user.email,
          username: user.username,
          user_url: user.userUrl,
          full_name: user.fullName,
          password_hash: user.passwordHash,
          roles: user.roles,
          is_pro: user.isPro,
          is_team: user.isTeam,
          vip_level: user.vipLevel,
          is_verified: user.isVerified,
          points: user.points,
          profile_icon_url: user.profileIconUrl,
          created_at: user.createdAt,
          updated_at: user.createdAt,
        })
        .returning(userColumns)
        .modifyEnd(label('users.insert'))
        .executeTakeFirstOrThrow()
      return toUser(row)
    },

    // which of the two unique identities are already used (case-insensitively)
    async findTakenIdentities(
      email: string,
      username: string,
    ): Promise<{ email: boolean; username: boolean }> {
      const rows = await db
        .selectFrom('users')
        .select([
          sql<boolean>`lower(email) = lower(${email})`.as('email_taken'),
          sql<boolean>`lower(username) = lower(${username})`.as('username_taken'),
        ])
        .where((eb) =>
          eb.or([
            eb(sql`lower(email)`, '=', sql`lower(${email})`),
            eb(sql`lower(username)`, '=', sql`lower(${username})`),
          ]),
        )
        .modifyEnd(label('users.findTakenIdentities'))
        .execute()
      return {
        email: rows.some((row) => row.email_taken === true),
        username: rows.some((row) => row.username_taken === true),
      }
    },

    async findUsersByIds(ids: readonly number[]): Promise<UserRecord[]> {
      if (ids.length === 0) return []
      const rows = await byIds(db, { ids: [...new Set(ids)] })
      return rows.map(toUser)
    },

    async findUserByUsername(username: string): Promise<UserRecord | null> {
      const row = await db
        .selectFrom('users')
        .select(userColumns)
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .modifyEnd(label('users.byUsername'))
        .executeTakeFirst()
      return row ? toUser(row) : null
    },

    async findCredentialsByEmail(email: string): Promise<{ userId: number; passwordHash: string } | null> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where(sql`lower(email)`, '=', sql`lower(${email})`)
        .where('is_deleted', '=', false)
        .modifyEnd(label('users.credentialsByEmail'))
        .executeTakeFirst()
      if (!row) return null
      const parsed = z.object({ id: z.number().int(), password_hash: z.string() }).parse(row)
      return { userId: parsed.id, passwordHash: parsed.password_hash }
    },

    // only if the hash is still the one that was checked, so a newer password is never overwritten
    async replacePasswordHash(userId: number, checked: string, replacement: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ password_hash: replacement })
        .where('id', '=', userId)
        .where('password_hash', '=', checked)
        .modifyEnd(label('users.replacePasswordHash'))
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    async findUsersByUsernamePrefix(prefix: string, limit: number): Promise<UserRecord[]> {
      const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const rows = await byUsernamePrefix(db, { pattern, limit })
      return rows.map(toUser)
    },

    async updateUser(userId: number, patch: UserPatch, now: Date): Promise<UserRecord | null> {
      const row = await db
        .updateTable('users')
        .set({
          ...(patch.fullName !== undefined ? { full_name: patch.fullName } : {}),
          ...(patch.profileIconUrl !== undefined ? { profile_icon_url: patch.profileIconUrl } : {}),
          ...(patch.roles !== undefined ? { roles: patch.roles } : {}),
          ...(patch.isPro !== undefined ? { is_pro: patch.isPro } : {}),
          ...(patch.isTeam !== undefined ? { is_team: patch.isTeam } : {}),
          ...(patch.vipLevel !== undefined ? { vip_level: patch.vipLevel } : {}),
          ...(patch.isVerified !== undefined ? { is_verified: patch.isVerified } : {}),
          ...(patch.points !== undefined ? { points: patch.points } : {}),
          updated_at: now,
        })
        .where('id', '=', userId)
        .returning(userColumns)
        .modifyEnd(label('users.update'))
        .executeTakeFirst()
      return row ? toUser(row) : null
    },

    async markUserDeleted(userId: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ is_deleted: true, deleted_at: now, updated_at: now })
        .where('id', '=', userId)
        .where('is_deleted', '=', false)
        .modifyEnd(label('users.markDeleted'))
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
  }
}
