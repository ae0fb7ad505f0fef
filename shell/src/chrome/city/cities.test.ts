import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { firstValueFrom } from 'rxjs'

const LONDON = { id: 1, name: 'London', url: '/london/', slug: 'london' }

// the page as the gateway writes it: the cities in a language at the end of the body
function pageNames(value: unknown): void {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = 'sr-shell-cities'
  element.textContent = typeof value === 'string' ? value : JSON.stringify(value)
  document.body.append(element)
}

// a fresh copy of the module, which reads the page when it loads, and the questions it asks
async function loadCities() {
  const asked: string[] = []
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(`${String(input)} ${String(init?.body ?? '')}`)
    return {
      ok: true,
      status: 200,
      text: async () => JSON.stringify({ data: { cities: [LONDON] } }),
      json: async () => ({ data: { cities: [LONDON] } }),
    }
  }) as unknown as typeof fetch
  let module: typeof import('./cities.ts') | undefined
  await jest.isolateModulesAsync(async () => {
    module = await import('./cities.ts')
  })
  if (!module) throw new Error('cities.ts did not load')
  return { module, asked }
}

afterEach(() => {
  document.getElementById('sr-shell-cities')?.remove()
})

describe('the cities the page names', () => {
  it('are the list from the first moment, and the shell does not ask for them', async () => {
    pageNames({ locale: 'en', cities: [LONDON] })
    const { module, asked } = await loadCities()
    expect((await firstValueFrom(module.cityState$)).cities).toEqual([LONDON])
    module.followCities()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(asked).toEqual([])
  })

  it('are asked for when the page names them in another language, or names something else', async () => {
    for (const named of [
      { locale: 'zh', cities: [LONDON] },
      { locale: 'en', cities: [{ id: '1' }] },
      '{not json',
    ]) {
      pageNames(named)
      const { module, asked } = await loadCities()
      expect(module.citiesInPage()).toEqual([])
      module.followCities()
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(asked).toHaveLength(1)
      expect(asked[0]).toContain('ShellCities')
      document.getElementById('sr-shell-cities')?.remove()
    }
  })
})
