// writes the generated artefacts that are committed: the composed supergraph and the OpenAPI document.
// gateway/test/generated.int.test.ts fails when they drift from what the code produces.
import { writeFileSync } from 'node:fs'
import { createPlatform, createDatabase, loadConfig, type ServiceModule } from '@showroom/platform'
import { buildApp } from './app.ts'
import { committedText } from './graphql/committed-supergraph.ts'
import { composeSupergraph, localSubgraph } from './graphql/compose.ts'

const config = loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'false' })
const database = await createDatabase({ dataDir: 'memory' })
const platform = await createPlatform(config, { database })
const { app, services, supergraphKey } = await buildApp({ config, platform })
const openApi = (await app.inject({ method: 'GET', url: '/api/docs' })).json()
// composed anew, whatever the committed file holds
const subgraphs = (Object.values(services) as ServiceModule[]).map((s) => localSubgraph(s.name, s.schema))
writeFileSync(
  new URL('../generated/supergraph.graphql', import.meta.url),
  committedText(supergraphKey, await composeSupergraph(subgraphs)),
)
writeFileSync(new URL('../generated/openapi.json', import.meta.url), `${JSON.stringify(openApi, null, 2)}\n`)
await app.close()
await platform.close()
