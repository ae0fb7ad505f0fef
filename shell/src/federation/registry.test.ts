import { describe, expect, it } from '@jest/globals'
import { federationName, fetchModuleRegistry, parseModuleRegistry } from './registry.ts'

describe('the module registry', () => {
  it('keeps module names with a manifest URL and drops anything else', () => {
    expect(
      parseModuleRegistry({
        'mfe-chat': '/mfe/chat/mf-manifest.json',
        'mfe-feed': 12,
        evil: '/x.json',
        'mfe-commerce': 'https://cdn.example/commerce/mf-manifest.json',
      }),
    ).toEqual({
      'mfe-chat': '/mfe/chat/mf-manifest.json',
      'mfe-commerce': 'https://cdn.example/commerce/mf-manifest.json',
    })
    expect(parseModuleRegistry(['mfe-chat'])).toEqual({})
  })

  it('names a module the way Module Federation needs it', () => {
    expect(federationName('mfe-discovery')).toBe('mfe_discovery')
  })

  it('leaves the site with no modules, not broken, when the registry cannot be read', async () => {
    const failing = (async () => new Response('nope', { status: 500 })) as unknown as typeof fetch
    expect(await fetchModuleRegistry(failing)).toEqual({})
    const offline = (async () => {
      throw new TypeError('offline')
    }) as unknown as typeof fetch
    expect(await fetchModuleRegistry(offline)).toEqual({})
  })
})
