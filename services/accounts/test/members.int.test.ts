import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { type ExecutionResult, graphql, parse, subscribe } from 'graphql'
import { sql } from 'kysely'
import {
  type AccountsHarness,
  createAccountsHarness,
  PASSWORD,
  refusalOf,
  unique,
} from './support/accounts-harness.ts'

const USER_FIELDS = `id username fullName userUrl url profileIconUrl profileIconMode isTeam vipLevel isPro isVerified
  verified isDeleted isUserSelf points`
const VIEWER = `{ viewer {
  user { id username }
  persona { type id }
  personas { type id name iconUrl designer { id } venue { id } }
  roles isPro isTeam points isTrusted
} }`
const SWITCH = `mutation ($type: PersonaType!, $id: Int!) { switchPersona(type: $type, id: $id) { persona { type id } } }`

for (const kind of testDatabaseKinds()) {
  describe(`members as others see them (${kind})`, () => {
    let h: AccountsHarness
    before(async () => {
      h = await createAccountsHarness(kind)
    })
    after(() => h?.close())

    it('shows a member with every profile field, and marks the viewer themself', async () => {
      const username = unique('Theo_')
      const theo = await h.service.api.createUser({
        email: `${username}@example.test`,
        username,
        password: PASSWORD,
        fullName: 'Theo Wong',
        isTeam: true,
        isVerified: 2,
        vipLevel: 2,
        points: 500,
        profileIconUrl: 'https://cdn.example.test/theo.png',
      })
      const { token } = await h.service.api.signIn(theo.id)
      const query = `query ($id: Int!) { user(id: $id) { ${USER_FIELDS} } }`
      const seenBySelf = await h.call(query, { variables: { id: theo.id }, token })
      assert.deepEqual(seenBySelf.data?.user, {
        id: theo.id,
        username,
        fullName: 'Theo Wong',
        userUrl: username.toLowerCase(),
        url: `/user/${username.toLowerCase()}`,
        profileIconUrl: 'https://cdn.example.test/theo.png',
        profileIconMode: 'image',
        isTeam: true,
        vipLevel: 2,
        isPro: false,
        isVerified: 2,
        verified: true,
        isDeleted: false,
        isUserSelf: true,
        points: 500,
      })
      const seenByVisitor = await h.call(query, { variables: { id: theo.id } })
      assert.equal(seenByVisitor.data?.user.isUserSelf, false)
    })

    it('finds a member by username whatever the case, and answers null for an unknown one', async () => {
      const { userId, username } = await h.signup()
      const found = await h.call('query ($u: String!) { userByUsername(username: $u) { id } }', {
        variables: { u: username.toUpperCase() },
      })
      assert.equal(found.data?.userByUsername.id, userId)
      const missing = await h.call('{ userByUsername(username: "nobody_here_at_all") { id } }')
      assert.equal(missing.data?.userByUsername, null)
      assert.equal((await h.call('{ user(id: 987654) { id } }')).data?.user, null)
    })

    it("shows a deleted member as 'Anonymous' with no icon, no url and no badges, and ends their sessions", async () => {
      const username = unique('gone_')
      const user = await h.service.api.createUser({
        email: `${username}@example.test`,
        username,
        password: PASSWORD,
        fullName: 'Gone Soon',
        isPro: true,
        vipLevel: 1,
        profileIconUrl: 'https://cdn.example.test/gone.png',
      })
      const { token } = await h.service.api.signIn(user.id)
      assert.equal(await h.service.api.deleteUser(user.id), true)

      const shown = await h.call(`query ($id: Int!) { user(id: $id) { ${USER_FIELDS} } }`, {
        variables: { id: user.id },
      })
      assert.deepEqual(shown.data?.user, {
        id: user.id,
        username: 'Anonymous',
        fullName: 'Anonymous',
        userUrl: null,
        url: null,
        profileIconUrl: null,
        profileIconMode: 'initials',
        isTeam: false,
        vipLevel: 0,
        isPro: false,
        isVerified: 0,
        verified: false,
        isDeleted: true,
        isUserSelf: false,
        points: 0,
      })
      assert.equal(await h.service.api.resolveSession(token), null)
      const login = await h.call(
        'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { userId } }',
        {
          variables: { e: `${username}@example.test`, p: PASSWORD },
        },
      )
      assert.equal(refusalOf(login).code, 'ACCOUNTS_ERR_INVALID_CREDENTIALS')
      const byName = await h.call('query ($u: String!) { userByUsername(username: $u) { id } }', {
        variables: { u: username },
      })
      assert.equal(byName.data?.userByUsername, null)
    })

    it("resolves other subgraphs' references, showing missing users as 'Anonymous'", async () => {
      const { userId, username } = await h.signup()
      const result = await h.call(
        `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { id username isDeleted } } }`,
        {
          variables: {
            reps: [
              { __typename: 'User', id: userId },
              { __typename: 'User', id: 424242 },
            ],
          },
        },
      )
      assert.deepEqual(result.data?._entities, [
        { id: userId, username, isDeleted: false },
        { id: 424242, username: 'Anonymous', isDeleted: true },
      ])
    })

    it('trusts pro members and members with more than 200 points', async () => {
      const trustOf = async (patch: { points: number; isPro?: boolean }) => {
        const { userId, token } = await h.signup()
        await h.service.api.updateUser(userId, patch)
        return (await h.call('{ viewer { isTrusted points isPro } }', { token })).data?.viewer
      }
      assert.deepEqual(await trustOf({ points: 200 }), { isTrusted: false, points: 200, isPro: false })
      assert.deepEqual(await trustOf({ points: 201 }), { isTrusted: true, points: 201, isPro: false })
      assert.deepEqual(await trustOf({ points: 0, isPro: true }), { isTrusted: true, points: 0, isPro: true })
    })

    it('suggests at most 10 usernames for a mention prefix, case-insensitively, without deleted members', async () => {
      const prefix = unique('mx').toLowerCase()
      const ids: number[] = []
      for (let n = 0; n < 12; n++) {
        const user = await h.service.api.createUser({
          email: `${prefix}${n}@example.test`,
          username: `${n % 2 ? prefix.toUpperCase() : prefix}_${String(n).padStart(2, '0')}`,
          password: PASSWORD,
        })
        ids.push(user.id)
      }
      await h.service.api.deleteUser(ids[0]!)
      await h.service.api.createUser({
        email: `${unique('z')}@example.test`,
        username: `zz${prefix}`,
        password: PASSWORD,
      })

      const lookup = (p: string, limit?: number) =>
        h.call('query ($p: String!, $l: Int) { lookupUsers(prefix: $p, limit: $l) { id username } }', {
          variables: { p, ...(limit === undefined ? {} : { l: limit }) },
        })
      const all = (await lookup(`@${prefix.toUpperCase()}`)).data?.lookupUsers as Array<{
        id: number
        username: string
      }>
      assert.equal(all.length, 10)
      assert.ok(!all.some((user) => user.id === ids[0]), 'the deleted member is not suggested')
      assert.ok(all.every((user) => user.username.toLowerCase().startsWith(prefix)))
      assert.equal((await lookup(prefix, 50)).data?.lookupUsers.length, 10, 'never more than 10')
      assert.equal((await lookup(prefix, 3)).data?.lookupUsers.length, 3)
      assert.deepEqual((await lookup('%')).data?.lookupUsers, [])
    })

    it('treats an underscore in a mention prefix literally, not as a wildcard', async () => {
      const base = unique('us').toLowerCase()
      await h.service.api.createUser({
        email: `${base}a@example.test`,
        username: `${base}_x`,
        password: PASSWORD,
      })
      await h.service.api.createUser({
        email: `${base}b@example.test`,
        username: `${base}ax`,
        password: PASSWORD,
      })
      const result = await h.call('query ($p: String!) { lookupUsers(prefix: $p) { username } }', {
        variables: { p: `${base}_` },
      })
      assert.deepEqual(result.data?.lookupUsers, [{ username: `${base}_x` }])
    })

    it('answers the mention search and the per-request session lookup from indexes', async () => {
      const plans = await h.database.db.transaction().execute(async (trx) => {
        // with a handful of rows the planner would rightly scan; ask whether an index can serve
        await sql`set local enable_seqscan = off`.execute(trx)
        const explain = async (query: ReturnType<typeof sql>) =>
          JSON.stringify((await query.execute(trx)).rows)
        return {
          mention: await explain(sql`explain select id from accounts.users where lower(username) like 'ab%'`),
          session: await explain(sql`explain select id from accounts.sessions where token_digest = 'x'`),
        }
      })
      assert.match(plans.mention, /users_username_lower_key/)
      assert.match(plans.session, /sessions_token_digest_key/)
    })
  })

  describe(`the viewer and personas (${kind})`, () => {
    let h: AccountsHarness
    before(async () => {
      h = await createAccountsHarness(kind)
    })
    after(() => h?.close())

    it('is null for a visitor', async () => {
      assert.deepEqual((await h.call(VIEWER)).data, { viewer: null })
    })

    it('lists the own persona first, then the designers and venues the member manages', async () => {
      const { userId, token } = await h.signup()
      await h.service.api.updateUser(userId, { fullName: 'Olga Brandt', points: 220 })
      await h.service.api.grantPersona(userId, { type: 'designer', id: 11, name: 'Atelier Nord' })
      await h.service.api.grantPersona(userId, {
        type: 'venue',
        id: 22,
        name: 'The Glasshouse',
        iconUrl: 'https://cdn.example.test/glass.png',
      })
      const viewer = (await h.call(VIEWER, { token })).data?.viewer
      assert.deepEqual(viewer.persona, { type: 'user', id: userId })
      assert.deepEqual(viewer.personas, [
        { type: 'user', id: userId, name: 'Olga Brandt', iconUrl: null, designer: null, venue: null },
        { type: 'designer', id: 11, name: 'Atelier Nord', iconUrl: null, designer: { id: 11 }, venue: null },
        {
          type: 'venue',
          id: 22,
          name: 'The Glasshouse',
          iconUrl: 'https://cdn.example.test/glass.png',
          designer: null,
          venue: { id: 22 },
        },
      ])
      assert.deepEqual(viewer.roles, ['member'])
      assert.equal(viewer.isTrusted, true)
    })

    it('switches to a managed designer, keeps it for the session and writes the event', async () => {
      const { userId, token } = await h.signup()
      await h.service.api.grantPersona(userId, { type: 'designer', id: 31, name: 'Studio Ost' })
      const switched = await h.call(SWITCH, { variables: { type: 'designer', id: 31 }, token })
      assert.deepEqual(switched.data?.switchPersona.persona, { type: 'designer', id: 31 })
      assert.deepEqual((await h.call(VIEWER, { token })).data?.viewer.persona, { type: 'designer', id: 31 })
      assert.deepEqual((await h.service.api.resolveSession(token))?.persona, { type: 'designer', id: 31 })
      const events = await h.publishedEvents('accounts.persona.switched')
      assert.ok(events.some((event) => event.aggregateId === String(userId) && event.payload.to.id === 31))

      const back = await h.call(SWITCH, { variables: { type: 'user', id: userId }, token })
      assert.deepEqual(back.data?.switchPersona.persona, { type: 'user', id: userId })
    })

    it('refuses a persona the member does not manage with a 403 and leaves the session as it was', async () => {
      const { userId, token } = await h.signup()
      const other = await h.signup()
      await h.service.api.grantPersona(userId, { type: 'designer', id: 41, name: 'Mine' })
      await h.call(SWITCH, { variables: { type: 'designer', id: 41 }, token })
      for (const target of [
        { type: 'designer', id: 42 },
        { type: 'venue', id: 41 },
        { type: 'user', id: other.userId },
      ]) {
        const refusal = refusalOf(await h.call(SWITCH, { variables: target, token }))
        assert.deepEqual([refusal.code, refusal.http], ['ACCOUNTS_ERR_PERSONA_NOT_ALLOWED', 403])
      }
      assert.deepEqual((await h.service.api.resolveSession(token))?.persona, { type: 'designer', id: 41 })
    })

    it('falls back to the own persona when the grant in use is withdrawn', async () => {
      const { userId, token } = await h.signup()
      await h.service.api.grantPersona(userId, { type: 'venue', id: 51, name: 'Hall' })
      await h.call(SWITCH, { variables: { type: 'venue', id: 51 }, token })
      await h.service.api.revokePersona(userId, { type: 'venue', id: 51 })
      assert.deepEqual((await h.service.api.resolveSession(token))?.persona, { type: 'user', id: userId })
    })

    it('asks a visitor to sign in before switching persona', async () => {
      const refusal = refusalOf(await h.call(SWITCH, { variables: { type: 'user', id: 1 } }))
      assert.deepEqual([refusal.code, refusal.http], ['ACCOUNTS_ERR_NOT_SIGNED_IN', 401])
    })

    it('tells open tabs about logins, persona switches and logouts', async () => {
      const { userId, token, email } = await h.signup()
      await h.service.api.grantPersona(userId, { type: 'designer', id: 61, name: 'Tab Test' })
      const stream = await subscribe({
        schema: h.service.schema,
        document: parse('subscription { sessionChanged { userId signedIn persona { type id } } }'),
        contextValue: await h.contextFor(token),
      })
      assert.ok(Symbol.asyncIterator in stream, 'the subscription started')
      const next = async () => {
        const { value } = await stream.next()
        return JSON.parse(
          JSON.stringify((value as ExecutionResult<{ sessionChanged: unknown }>).data?.sessionChanged),
        )
      }

      await h.call(SWITCH, { variables: { type: 'designer', id: 61 }, token })
      assert.deepEqual(await next(), { userId, signedIn: true, persona: { type: 'designer', id: 61 } })
      await h.call('mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { userId } }', {
        variables: { e: email, p: PASSWORD },
      })
      assert.deepEqual(await next(), { userId, signedIn: true, persona: { type: 'user', id: userId } })
      await h.call('mutation { logout }', { token })
      assert.deepEqual(await next(), { userId, signedIn: false, persona: null })
      await stream.return?.()
    })

    it('refuses the session subscription to a visitor', async () => {
      const result = await subscribe({
        schema: h.service.schema,
        document: parse('subscription { sessionChanged { userId } }'),
        contextValue: await h.contextFor(null),
      })
      assert.ok(!(Symbol.asyncIterator in result))
      assert.equal(result.errors?.[0]?.extensions.code, 'ACCOUNTS_ERR_NOT_SIGNED_IN')
    })

    it('answers sessionViewer for the gateway with the session, persona and badges', async () => {
      const { userId, token } = await h.signup()
      await h.service.api.updateUser(userId, {
        isPro: true,
        isTeam: true,
        points: 7,
        roles: ['member', 'moderator'],
      })
      const result = await graphql({
        schema: h.service.schema,
        source: '{ sessionViewer { userId sessionId persona { type id } roles isPro isTeam points } }',
        contextValue: { viewer: null, requestId: 'r', authToken: token, locale: 'en', clientIp: null },
      })
      const viewer = JSON.parse(JSON.stringify(result.data?.sessionViewer))
      assert.equal(typeof viewer.sessionId, 'string')
      assert.deepEqual(
        { ...viewer, sessionId: 'x' },
        {
          userId,
          sessionId: 'x',
          persona: { type: 'user', id: userId },
          roles: ['member', 'moderator'],
          isPro: true,
          isTeam: true,
          points: 7,
        },
      )
    })
  })

  describe(`prompts, signup actions and admin logs (${kind})`, () => {
    let h: AccountsHarness
    before(async () => {
      h = await createAccountsHarness(kind)
    })
    after(() => h?.close())

    const PROMPTS =
      '{ viewer { prompts { profilePromptSeen profilePromptSaved cookieOptIn cookiePromptSeen surveyPromptDismissed proUpsellDismissedAt } } }'

    it('remembers the prompts a member has dealt with', async () => {
      const { token } = await h.signup()
      const before = (await h.call(PROMPTS, { token })).data?.viewer.prompts
      assert.deepEqual(before, {
        profilePromptSeen: false,
        profilePromptSaved: false,
        cookieOptIn: null,
        cookiePromptSeen: false,
        surveyPromptDismissed: false,
        proUpsellDismissedAt: null,
      })
      const done = await h.call(
        'mutation { markProfilePromptSeen setCookieOptIn(optIn: false) markCookiePromptSeen dismissProUpsell dismissSurveyPrompt }',
        { token },
      )
      assert.deepEqual(done.data, {
        markProfilePromptSeen: true,
        setCookieOptIn: true,
        markCookiePromptSeen: true,
        dismissProUpsell: true,
        dismissSurveyPrompt: true,
      })
      const prompts = (await h.call(PROMPTS, { token })).data?.viewer.prompts
      assert.equal(prompts.profilePromptSeen, true)
      assert.equal(prompts.cookieOptIn, false)
      assert.equal(prompts.cookiePromptSeen, true)
      assert.equal(prompts.surveyPromptDismissed, true)
      assert.equal(new Date(prompts.proUpsellDismissedAt).getTime(), h.clock.now().getTime())
    })

    it('answers true to a visitor dismissing notices and stores nothing', async () => {
      const result = await h.call(
        'mutation { setCookieOptIn(optIn: true) markCookiePromptSeen dismissProUpsell dismissSurveyPrompt }',
      )
      assert.equal(result.errors, undefined)
      assert.ok(Object.values(result.data).every((value) => value === true))
      const { rows } = await sql`select count(*)::int as n from accounts.user_prompts`.execute(h.database.db)
      const before = rows[0]
      await h.call('mutation { dismissSurveyPrompt }')
      assert.deepEqual(
        (await sql`select count(*)::int as n from accounts.user_prompts`.execute(h.database.db)).rows[0],
        before,
      )
    })

    it('saves the profile prompt answers and refuses bad ones on their field', async () => {
      const { token } = await h.signup()
      const save =
        'mutation ($a: Int, $g: String, $i: String) { saveProfilePrompt(age: $a, gender: $g, icons: $i) }'
      assert.equal(
        (await h.call(save, { variables: { a: 34, g: 'female', i: 'fc' }, token })).data?.saveProfilePrompt,
        true,
      )
      const prompts = (await h.call(PROMPTS, { token })).data?.viewer.prompts
      assert.equal(prompts.profilePromptSaved, true)
      assert.equal(prompts.profilePromptSeen, true)

      for (const [variables, field] of [
        [{ a: 9 }, 'age'],
        [{ i: 'ffx' }, 'icons'],
        [{ g: 'x'.repeat(40) }, 'gender'],
      ] as const) {
        const refusal = refusalOf(await h.call(save, { variables, token }))
        assert.deepEqual(
          [refusal.code, refusal.http, refusal.field],
          ['ACCOUNTS_ERR_INVALID_PROFILE_PROMPT', 400, field],
        )
      }
      const visitor = refusalOf(await h.call(save, { variables: { a: 30 } }))
      assert.equal(visitor.code, 'ACCOUNTS_ERR_NOT_SIGNED_IN')
      assert.equal(
        refusalOf(await h.call('mutation { markProfilePromptSeen }')).code,
        'ACCOUNTS_ERR_NOT_SIGNED_IN',
      )
    })

    it('stores a signup action for a member and only checks it for a visitor', async () => {
      const set =
        'mutation ($t: String!, $v: String!) { setSignupAction(actionType: $t, actionValue: $v) { actionType actionValue } }'
      const { userId, token } = await h.signup()
      const mine = await h.call(set, { variables: { t: 'follow', v: 'venue_id=3' }, token })
      assert.deepEqual(mine.data?.setSignupAction, { actionType: 'follow', actionValue: 'venue_id=3' })
      assert.deepEqual(await h.service.api.signupActions(userId), [
        { actionType: 'follow', actionValue: 'venue_id=3' },
      ])

      const visitor = await h.call(set, { variables: { t: 'save', v: 'news_id=9' } })
      assert.deepEqual(visitor.data?.setSignupAction, { actionType: 'save', actionValue: 'news_id=9' })
      const bad = refusalOf(await h.call(set, { variables: { t: 'save', v: 'a=1&b=2' } }))
      assert.deepEqual(
        [bad.code, bad.http, bad.field],
        ['ACCOUNTS_ERR_INVALID_SIGNUP_ACTION', 400, 'actionValue'],
      )
    })

    it('keeps an admin log from anyone, with the member when signed in', async () => {
      const create =
        'mutation ($t: String!, $m: String!, $p: Boolean!) { createAdminLog(title: $t, message: $m, highPriority: $p) }'
      const { userId, token } = await h.signup()
      const title = unique('Broken checkout ')
      assert.equal(
        (await h.call(create, { variables: { t: title, m: 'It 404s', p: true }, token })).data
          ?.createAdminLog,
        true,
      )
      assert.equal(
        (await h.call(create, { variables: { t: `${title} again`, m: '', p: false } })).data?.createAdminLog,
        true,
      )
      const { rows } = await sql<{ user_id: number | null; high_priority: boolean }>`
        select user_id, high_priority from accounts.admin_logs where title like ${`${title}%`} order by id
      `.execute(h.database.db)
      assert.deepEqual(rows, [
        { user_id: userId, high_priority: true },
        { user_id: null, high_priority: false },
      ])
      const tooLong = refusalOf(await h.call(create, { variables: { t: 'x'.repeat(201), m: '', p: false } }))
      assert.deepEqual([tooLong.code, tooLong.field], ['ACCOUNTS_ERR_INVALID_ADMIN_LOG', 'title'])
    })
  })
}
