import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { after, describe, test } from 'node:test'
import { committedSupergraph, committedText, compositionKey } from './committed-supergraph.ts'

const SOURCES = [
  { name: 'accounts', sdl: 'type Query { me: String }' },
  { name: 'events', sdl: 'type Query { event: String }' },
]

describe('the committed supergraph', () => {
  const folder = mkdtempSync(join(tmpdir(), 'showroom-supergraph-'))
  after(() => rmSync(folder, { recursive: true, force: true }))
  const file = (name: string, text: string) => {
    const path = join(folder, name)
    writeFileSync(path, text)
    return pathToFileURL(path)
  }

  test('is taken when its first line names these very subgraphs', () => {
    const key = compositionKey(SOURCES)
    const url = file('same.graphql', committedText(key, 'schema { query: Query }\n'))
    assert.equal(committedSupergraph(key, url), 'schema { query: Query }\n')
  })

  test('is passed over when a subgraph, its name or their order differ', () => {
    const url = file('other.graphql', committedText(compositionKey(SOURCES), 'schema { query: Query }\n'))
    const changed = [
      [{ ...SOURCES[0], sdl: 'type Query { me: Int }' }, SOURCES[1]],
      [{ ...SOURCES[0], name: 'people' }, SOURCES[1]],
      [SOURCES[1], SOURCES[0]],
      [SOURCES[0]],
    ]
    for (const sources of changed) {
      assert.notEqual(compositionKey(sources as typeof SOURCES), compositionKey(SOURCES))
      assert.equal(committedSupergraph(compositionKey(sources as typeof SOURCES), url), undefined)
    }
  })

  test('is passed over when it is missing or has no header', () => {
    const key = compositionKey(SOURCES)
    assert.equal(committedSupergraph(key, pathToFileURL(join(folder, 'none.graphql'))), undefined)
    assert.equal(committedSupergraph(key, file('bare.graphql', 'schema { query: Query }\n')), undefined)
    assert.equal(committedSupergraph(key, file('empty.graphql', '')), undefined)
  })
})
