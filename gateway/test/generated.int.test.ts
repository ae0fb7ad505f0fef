import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, describe, test } from 'node:test'
import type { ServiceModule } from '@showroom/platform'
import { createTestGateway, type TestGateway } from '@showroom/testkit'
import { committedText } from '../src/graphql/committed-supergraph.ts'
import { composeSupergraph, localSubgraph } from '../src/graphql/compose.ts'

const committed = (name: string) => readFileSync(new URL(`../generated/${name}`, import.meta.url), 'utf8')
const REGENERATE = 'run `npm run generate -w gateway` and commit the result'

describe('the committed generated artefacts', () => {
  let gateway: TestGateway
  before(async () => {
    gateway = await createTestGateway()
  })
  after(() => gateway.close())

  // composed anew here: a gateway takes the committed file when its first line names its subgraphs
  test('the committed supergraph is what the services compose to, and names what it was composed from', async () => {
    const subgraphs = (Object.values(gateway.services) as ServiceModule[]).map((service) =>
      localSubgraph(service.name, service.schema),
    )
    const composed = await composeSupergraph(subgraphs)
    assert.equal(
      committed('supergraph.graphql'),
      committedText(gateway.supergraphKey, composed),
      `the supergraph drifted: ${REGENERATE}`,
    )
    assert.equal(gateway.supergraphSdl, composed, 'the gateway serves the composition')
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
