import { z } from 'zod'
import type { AccountsDb } from './accounts.tables.ts'
import type { PromptFlag, UserPrompts } from './accounts.types.ts'
import { label, timestamp } from './sql.ts'

const promptsRow = z.object({
  profile_prompt_seen_at: timestamp.nullable(),
  profile_prompt_saved_at: timestamp.nullable(),
  cookie_opt_in: z.boolean().nullable(),
  cookie_prompt_seen_at: timestamp.nullable(),
  pro_upsell_dismissed_at: timestamp.nullable(),
  survey_prompt_dismissed_at: timestamp.nullable(),
})

const promptColumns = {
  profilePromptSeen: 'profile_prompt_seen_at',
  cookiePromptSeen: 'cookie_prompt_seen_at',
  proUpsellDismissed: 'pro_upsell_dismissed_at',
  surveyPromptDismissed: 'survey_prompt_dismissed_at',
} as const satisfies Record<PromptFlag, string>
export function promptQueries(db: AccountsDb) {
  return {
    async findPrompts(userId: number): Promise<UserPrompts> {
      const row = await db
        .selectFrom('user_prompts')
        .select([
          'profile_prompt_seen_at',
          'profile_prompt_saved_at',
          'cookie_opt_in',
          'cookie_prompt_seen_at',
          'pro_upsell_dismissed_at',
          'survey_prompt_dismissed_at',
        ])
        .where('user_id', '=', userId)
        .modifyEnd(label('userPrompts.ofUser'))
        .executeTakeFirst()
      const r = row ? promptsRow.parse(row) : null
      return {
        profilePromptSeen: Boolean(r?.profile_prompt_seen_at),
        profilePromptSaved: Boolean(r?.profile_prompt_saved_at),
        cookieOptIn: r?.cookie_opt_in ?? null,
        cookiePromptSeen: Boolean(r?.cookie_prompt_seen_at),
        proUpsellDismissedAt: r?.pro_upsell_dismissed_at ?? null,
        surveyPromptDismissed: Boolean(r?.survey_prompt_dismissed_at),
      }
    },

    async markPrompt(userId: number, flag: PromptFlag, now: Date): Promise<void> {
      const column = promptColumns[flag]
      await db
        .insertInto('user_prompts')
        .values({ user_id: userId, [column]: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ [column]: now }))
        .modifyEnd(label('userPrompts.mark'))
        .execute()
    },

    async saveProfilePrompt(
      userId: number,
      answers: { age: number | null; gender: string | null; icons: string | null },
      now: Date,
    ): Promise<void> {
      const values = {
        age: answers.age,
        gender: answers.gender,
        icons: answers.icons,
        profile_prompt_saved_at: now,
        profile_prompt_seen_at: now,
      }
      await db
        .insertInto('user_prompts')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .modifyEnd(label('userPrompts.saveProfile'))
        .execute()
    },

    async setCookieOptIn(userId: number, optIn: boolean, now: Date): Promise<void> {
      const values = { cookie_opt_in: optIn, cookie_opt_in_at: now }
      await db
        .insertInto('user_prompts')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
        .modifyEnd(label('userPrompts.cookieOptIn'))
        .execute()
    },

    async insertSignupAction(userId: number, action: { actionType: string; actionValue: string }, now: Date) {
      await db
        .insertInto('signup_actions')
        .values({
          user_id: userId,
          action_type: action.actionType,
          action_value: action.actionValue,
          created_at: now,
        })
        .modifyEnd(label('signupActions.insert'))
        .execute()
    },

    async listSignupActions(userId: number): Promise<{ actionType: string; actionValue: string }[]> {
      const rows = await db
        .selectFrom('signup_actions')
        .select(['action_type', 'action_value'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .modifyEnd(label('signupActions.ofUser'))
        .execute()
      return rows.map((row) => ({ actionType: row.action_type, actionValue: row.action_value }))
    },

    async insertAdminLog(log: {
      userId: number | null
      title: string
      message: string
      highPriority: boolean
      clientIp: string | null
      createdAt: Date
    }): Promise<void> {
      await db
        .insertInto('admin_logs')
        .values({
          user_id: log.userId,
          title: log.title,
          message: log.message,
          high_priority: log.highPriority,
          client_ip: log.clientIp,
          created_at: log.createdAt,
        })
        .modifyEnd(label('adminLogs.insert'))
        .execute()
    },
  }
}
