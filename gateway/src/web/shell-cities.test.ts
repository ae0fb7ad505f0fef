import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { SHELL_CITIES_ID } from '@showroom/contracts'
import { createShellCities, SHELL_CITIES_QUERY, withShellCities } from './shell-cities.ts'

const LONDON = { id: 1, name: 'London', url: '/london', slug: 'london' }
const LUNDUN = { id: 1, name: '伦敦', url: '/london', slug: 'london' }

// a graph that answers the cities in a language, counting the questions
function graph(answer: (locale: 'en' | 'zh') => Promise<{ data?: unknown; errors?: unknown[] }>) {
  const asked: string[] = []
  return {
    asked,
    execute: async (query: string, _variables: Record<string, unknown>, locale: 'en' | 'zh') => {
      assert.equal(query, SHELL_CITIES_QUERY)
      asked.push(locale)
      return answer(locale)
    },
  }
}

describe("the shell's cities in the page", () => {
  it('reads the cities once a minute per language, and once for requests that ask together', async () => {
    let clock = 0
    const g = graph(async (locale) => ({ data: { cities: [locale === 'zh' ? LUNDUN : LONDON] } }))
    const lookup = createShellCities({ execute: g.execute, ttlMs: 60_000, now: () => clock })
    const [a, b] = await Promise.all([lookup('en'), lookup('en')])
    assert.deepEqual(a, [LONDON])
    assert.deepEqual(b, [LONDON])
    assert.deepEqual(await lookup('zh'), [LUNDUN])
    clock = 59_999
    await lookup('en')
    assert.deepEqual(g.asked, ['en', 'zh'])
    clock = 60_000
    await lookup('en')
    assert.deepEqual(g.asked, ['en', 'zh', 'en'])
  })

  it('answers null and keeps nothing when the graph fails or answers something else', async () => {
    let answer: () => Promise<{ data?: unknown; errors?: unknown[] }> = async () => {
      throw new Error('down')
    }
    const g = graph(() => answer())
    const lookup = createShellCities({ execute: g.execute })
    assert.equal(await lookup('en'), null)
    answer = async () => ({ data: null, errors: [{ message: 'no' }] })
    assert.equal(await lookup('en'), null)
    answer = async () => ({ data: { cities: [{ id: '1', name: 'London' }] } })
    assert.equal(await lookup('en'), null)
    answer = async () => ({ data: { cities: [{ ...LONDON, extra: '<b>' }] } })
    assert.deepEqual(await lookup('en'), [LONDON])
    assert.equal(g.asked.length, 4)
  })

  it('writes them at the end of the body, where no name can close the element', () => {
    const page = withShellCities('<html><body><main></main></body></html>', 'en', [
      { ...LONDON, name: '</script><script>alert(1)</script>' },
    ])
    const element = new RegExp(
      `<script type="application/json" id="${SHELL_CITIES_ID}">(.*?)</script></body>`,
    )
    const json = element.exec(page)?.[1]
    assert.ok(json, page)
    assert.doesNotMatch(json, /<\/script/i)
    assert.deepEqual(JSON.parse(json), {
      locale: 'en',
      cities: [{ ...LONDON, name: '</script><script>alert(1)</script>' }],
    })
  })
})
