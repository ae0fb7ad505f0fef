import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { describe, test } from 'node:test'
import { testDatabaseKinds } from './test-env.ts'
import { createTestGateway } from './test-gateway.lazy.ts'

for (const kind of testDatabaseKinds()) {
  describe(`a test gateway with demo data (${kind})`, () => {
    test('starts from its own copy of the prepared demo data, images included', async () => {
      const first = await createTestGateway({ database: kind, demo: true })
      try {
        assert.ok((await first.services.discovery.api.countCities()) > 0, 'the demo cities are there')
        assert.ok(await first.platform.storage.stat('demo/events/hero-01.webp'), 'the demo images are there')
        await first.services.accounts.api.createUser({
          email: 'only-in-the-first@example.test',
          username: 'only_in_the_first',
          password: 'long-enough-password',
          fullName: 'Only In The First',
        })
      } finally {
        await first.close()
      }
      const second = await createTestGateway({ database: kind, demo: true })
      try {
        const login = await second.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: {
            query:
              'mutation { login(email: "only-in-the-first@example.test", password: "long-enough-password") { userId } }',
          },
        })
        assert.equal(login.json().data?.login ?? null, null, 'what one test wrote is not in the next')
        assert.ok(await second.platform.storage.stat('demo/events/hero-01.webp'))
      } finally {
        await second.close()
      }
    })
  })
}

test('a test file whose gateway fails to start ends with the error instead of hanging', async () => {
  // the second gateway fails after its database is open: nothing may be left keeping the process up
  const script = `
    import { createTestGateway } from '@showroom/testkit'
    await createTestGateway({ database: ${JSON.stringify(testDatabaseKinds()[0])}, env: { PORT: 'not-a-port' } })
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
    env: { ...process.env, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const [code] = (await once(child, 'exit')) as [number | null]
  assert.notEqual(code, 0)
  assert.match(stderr, /PORT/)
})
