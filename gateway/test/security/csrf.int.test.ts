import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import WebSocket from 'ws'

const FOREIGN = 'http://evil.example'
// another origin of the same site: SameSite=Lax cookies still travel with its requests
const SAME_SITE = 'http://shop.localhost:3000'
const OWN = 'http://localhost:3000'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36'

// another site's form or text/plain post meets the content-type check before the Origin check
function assertRefused(response: { statusCode: number; json(): Record<string, unknown> }): void {
  const body = response.json() as { errors: Array<{ code: string }> }
  assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'])
  const expected = { 403: 'EDGE_ERR_FOREIGN_ORIGIN', 415: 'EDGE_ERR_UNSUPPORTED_MEDIA_TYPE' }
  assert.equal(
    body.errors[0]?.code,
    expected[response.statusCode as 403 | 415],
    `answered ${response.statusCode}`,
  )
}

interface Member {
  userId: number
  token: string
  cookie: string
}

function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string }) {
  const boundary = '----showroom-test-boundary'
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\nGIF89a\r\n`,
  )
  return {
    body: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

for (const kind of testDatabaseKinds()) {
  describe(`cross-site request forgery on ${kind}`, () => {
    let gateway: TestGateway
    let ava: Member
    let ben: Member

    const signUp = async (username: string): Promise<Member> => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/user_signup',
        headers: { 'content-type': 'application/json' },
        payload: { email: `${username}@example.com`, username, password: 'long-enough-1' },
      })
      const { user_id: userId, user_token: token } = response.json().values
      return { userId, token, cookie: `sr_session=${token}` }
    }

    const followerCount = async (userId: number): Promise<number> => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', origin: OWN },
        payload: { query: `{ user(id: ${userId}) { followerCount } }` },
      })
      return response.json().data.user.followerCount
    }

    before(async () => {
      gateway = await createTestGateway({ database: kind })
      ava = await signUp('ava')
      ben = await signUp('ben')
      // the social service learns of new members through the outbox
      await gateway.platform.events.drain()
    })
    after(() => gateway.close())

    test('a form post from another site with the session cookie is refused and follows nobody', async () => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/user_follower_create',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: ava.cookie,
          origin: FOREIGN,
          'sec-fetch-site': 'cross-site',
          'user-agent': BROWSER,
        },
        payload: `to_user_id=${ben.userId}`,
      })
      assertRefused(response)
      assert.equal(response.json().meta.login_ok, false)
      assert.equal(await followerCount(ben.userId), 0)
    })

    test('a text/plain post from another origin of the same site is refused', async () => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/user_follower_create',
        headers: {
          'content-type': 'text/plain',
          cookie: ava.cookie,
          origin: SAME_SITE,
          'sec-fetch-site': 'same-site',
          'user-agent': BROWSER,
        },
        payload: JSON.stringify({ to_user_id: ben.userId }),
      })
      assertRefused(response)
      assert.equal(await followerCount(ben.userId), 0)
    })

    test('a JSON post from a browser that names no Origin is judged by its Referer or Sec-Fetch-Site', async () => {
      const attempts: Record<string, string>[] = [
        { referer: `${FOREIGN}/page.html` },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        // a browser that hides every clue cannot show it is on this site
        {},
      ]
      for (const clues of attempts) {
        const response = await gateway.app.inject({
          method: 'POST',
          url: '/api/user_follower_create',
          headers: {
            'content-type': 'application/json',
            cookie: ava.cookie,
            'user-agent': BROWSER,
            ...clues,
          },
          payload: { to_user_id: ben.userId },
        })
        assert.equal(response.statusCode, 403, JSON.stringify(clues))
      }
      assert.equal(await followerCount(ben.userId), 0)
    })

    test('GraphQL mutations from another site are refused whatever their content type', async () => {
      const mutation = `mutation { followUser(userId: ${ben.userId}) { active } }`
      const bodies = [
        { type: 'application/json', payload: JSON.stringify({ query: mutation }) },
        { type: 'application/x-www-form-urlencoded', payload: `query=${encodeURIComponent(mutation)}` },
        { type: 'application/graphql', payload: mutation },
        { type: 'text/plain', payload: JSON.stringify({ query: mutation }) },
      ]
      for (const { type, payload } of bodies) {
        const response = await gateway.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': type, cookie: ava.cookie, origin: FOREIGN, 'user-agent': BROWSER },
          payload,
        })
        assert.ok([403, 415].includes(response.statusCode), `${type} answered ${response.statusCode}`)
        assert.match(response.json().errors[0].extensions.code, /^EDGE_ERR_/)
      }
      assert.equal(await followerCount(ben.userId), 0)
    })

    test('the site itself still changes things with its cookie, JSON and its own Origin', async () => {
      const fromPublicUrl = await gateway.app.inject({
        method: 'POST',
        url: '/api/user_follower_create',
        headers: {
          'content-type': 'application/json',
          cookie: ava.cookie,
          origin: OWN,
          'user-agent': BROWSER,
        },
        payload: { to_user_id: ben.userId },
      })
      assert.equal(fromPublicUrl.statusCode, 200)
      assert.equal(fromPublicUrl.json().values.is_following_user, true)
      // a site reached under another name than PUBLIC_URL: the Origin matches the Host it asked for
      const fromHost = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          cookie: ben.cookie,
          host: '127.0.0.1:4123',
          origin: 'http://127.0.0.1:4123',
          'sec-fetch-site': 'same-origin',
          'user-agent': BROWSER,
        },
        payload: { query: `mutation { followUser(userId: ${ava.userId}) { active } }` },
      })
      assert.equal(fromHost.statusCode, 200)
      assert.equal(fromHost.json().data.followUser.active, true)
    })

    test('a legacy client with user_id and user_token and no Origin still works, in JSON or as a form', async () => {
      const json = await gateway.app.inject({
        method: 'POST',
        url: '/api/user_follower_delete',
        headers: { 'content-type': 'application/json' },
        payload: { user_id: ava.userId, user_token: ava.token, to_user_id: ben.userId },
      })
      assert.equal(json.statusCode, 200)
      assert.equal(json.json().meta.login_ok, true)
      const form = await gateway.app.inject({
        method: 'POST',
        url: '/api/user_follower_create',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: ava.cookie },
        payload: `user_id=${ava.userId}&user_token=${ava.token}&to_user_id=${ben.userId}`,
      })
      assert.equal(form.statusCode, 200)
      assert.equal(form.json().values.is_following_user, true)
    })

    test('a browser on the site itself cannot post a form to /api: only JSON', async () => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/user_follower_delete',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: ava.cookie,
          origin: OWN,
          'user-agent': BROWSER,
        },
        payload: `to_user_id=${ben.userId}`,
      })
      assert.equal(response.statusCode, 415)
      assert.equal(response.json().errors[0].code, 'EDGE_ERR_UNSUPPORTED_MEDIA_TYPE')
    })

    test('chunked uploads and cdn_upload_logo refuse another site carrying the cookie', async () => {
      const slice = multipart({ context: 'composer' }, { field: 'file', name: 'a.gif', type: 'image/gif' })
      const upload = await gateway.app.inject({
        method: 'POST',
        url: '/upload/image/upload',
        headers: {
          'content-type': slice.contentType,
          cookie: ava.cookie,
          origin: FOREIGN,
          'user-agent': BROWSER,
        },
        payload: slice.body,
      })
      assert.equal(upload.statusCode, 403)
      assert.equal(upload.json().error.code, 'EDGE_ERR_FOREIGN_ORIGIN')
      const logo = multipart(
        { source_type: 'user' },
        { field: 'image_file', name: 'a.gif', type: 'image/gif' },
      )
      const logoResponse = await gateway.app.inject({
        method: 'POST',
        url: '/api/cdn_upload_logo',
        headers: {
          'content-type': logo.contentType,
          cookie: ava.cookie,
          origin: FOREIGN,
          'user-agent': BROWSER,
        },
        payload: logo.body,
      })
      assert.equal(logoResponse.statusCode, 403)
      assert.equal(logoResponse.json().errors[0].code, 'EDGE_ERR_FOREIGN_ORIGIN')
    })

    test('a WebSocket from another origin is refused at the handshake; the site and non-browsers connect', async () => {
      const address = await gateway.app.listen({ host: '127.0.0.1', port: 0 })
      const url = `${address.replace(/^http/, 'ws')}/graphql`
      const handshake = (headers: Record<string, string>) =>
        new Promise<number>((resolve, reject) => {
          const socket = new WebSocket(url, 'graphql-transport-ws', { headers })
          socket.on('open', () => {
            socket.close()
            resolve(101)
          })
          socket.on('unexpected-response', (_request, response) => {
            socket.terminate()
            resolve(response.statusCode ?? 0)
          })
          socket.on('error', reject)
        })
      assert.equal(await handshake({ cookie: ava.cookie, origin: FOREIGN }), 403)
      assert.equal(await handshake({ cookie: ava.cookie, origin: SAME_SITE }), 403)
      assert.equal(await handshake({ cookie: ava.cookie, origin: address }), 101)
      assert.equal(await handshake({ cookie: ava.cookie }), 101)
    })
  })
}
