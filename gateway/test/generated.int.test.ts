import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway } from '@showroom/testkit'

const committed = (name: string) => readFileSync(new URL(`../generated/${name}`, import.meta.url), 'utf8')
const REGENERATE = 'run `npm run generate -w gateway` and commit the result'

describe('the committed generated artefacts', () => {
  let gateway: TestGateway
  before(async () => {
    gateway = await createTestGateway()
  })
  after(() => gateway.close())

  test('the committed supergraph is what the services compose to', () => {
    assert.equal(
      committed('supergraph.graphql'),
      gateway.supergraphSdl,
      `the supergraph drifted: ${REGENERATE}`,
    )
  })

  test('the committed OpenAPI document is what the endpoint table generates', async () => {
    const served = (await gateway.app.inject({ method: 'GET', url: '/api/docs' })).json()
    assert.deepEqual(
      JSON.parse(committed('openapi.json')),
      served,
      `the OpenAPI document drifted: ${REGENERATE}`,
    )
  })
})
