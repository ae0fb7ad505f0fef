// Composing the supergraph from the subgraphs' SDL costs about 0.3 s of processor time at every
// start of a gateway (more on a busy machine), and a test run starts hundreds. The composition is
// committed (gateway/generated/supergraph.graphql, written by `npm run generate -w gateway`), and its
// first line names what it was composed from: a hash of every subgraph's name and SDL, of the
// composer's version and of graphql's. A gateway whose subgraphs, composer and graphql are those
// takes the committed text as its supergraph; any change to one of them composes anew, and
// gateway/test/generated.int.test.ts fails until the committed file is generated again.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { findPackageJSON } from 'node:module'
import { version as graphqlVersion } from 'graphql'

export const COMMITTED_SUPERGRAPH = new URL('../../generated/supergraph.graphql', import.meta.url)
const HEADER = '# composed from '

export interface SubgraphSource {
  name: string
  sdl: string
}

let composerVersion: string | undefined
function composer(): string {
  if (composerVersion === undefined) {
    // the package exports no package.json; node finds the one its entry belongs to
    const manifest = findPackageJSON('@theguild/federation-composition', import.meta.url)
    const { version } = manifest ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }) : {}
    composerVersion = String(version)
  }
  return composerVersion
}

// what a composition is made from, as one hash
export function compositionKey(subgraphs: readonly SubgraphSource[]): string {
  const hash = createHash('sha256').update(`composer ${composer()}\0graphql ${graphqlVersion}\0`)
  for (const subgraph of subgraphs) hash.update(`${subgraph.name}\0${subgraph.sdl}\0`)
  return hash.digest('hex')
}

// the committed file's text for a composition with this key
export function committedText(key: string, supergraphSdl: string): string {
  return `${HEADER}${key}\n${supergraphSdl}`
}

// the committed supergraph, when it was composed from these very sources
export function committedSupergraph(key: string, file: URL = COMMITTED_SUPERGRAPH): string | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  const firstLine = text.indexOf('\n')
  if (firstLine < 0 || text.slice(0, firstLine) !== `${HEADER}${key}`) return undefined
  return text.slice(firstLine + 1)
}
