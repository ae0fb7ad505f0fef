import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import Fastify from 'fastify'
import { registryOrigins } from '../web/registry.ts'
import { securityHeadersPlugin } from './security-headers.plugin.ts'

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

async function siteWithRegistry(registry: Record<string, string>) {
  const app = Fastify()
  await app.register(securityHeadersPlugin, {
    publicUrl: 'http://localhost:3000',
    graphiql: false,
    moduleOrigins: async () => registryOrigins(registry),
  })
  app.get('/london/', (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'))
  app.get('/api/x', async () => ({ values: {} }))
  return app
}

describe('the content security policy and the module registry', () => {
  test('names the hosts of modules deployed elsewhere, once each, and not this site’s own paths', () => {
    assert.deepEqual(
      registryOrigins({
        'mfe-chat': 'https://cdn.example/chat/v2/mf-manifest.json',
        'mfe-feed': 'https://cdn.example/feed/v7/mf-manifest.json',
        'mfe-discovery': '/mfe/discovery/mf-manifest.json',
      }),
      ['https://cdn.example'],
    )
  })

  test('lets a page load scripts, styles and manifests from a module’s own host', async () => {
    const app = await siteWithRegistry({ 'mfe-chat': 'https://cdn.example/chat/v2/mf-manifest.json' })
    const page = String((await app.inject({ url: '/london/' })).headers['content-security-policy'])
    assert.equal(directive(page, 'script-src'), "script-src 'self' https://cdn.example")
    assert.match(directive(page, 'connect-src'), /https:\/\/cdn\.example$/)
    assert.match(directive(page, 'style-src'), /https:\/\/cdn\.example$/)
    const api = String((await app.inject({ url: '/api/x' })).headers['content-security-policy'])
    assert.equal(directive(api, 'script-src'), "script-src 'self'", 'only pages load modules')
    await app.close()
  })

  test('keeps scripts to the site itself when every module is served here', async () => {
    const app = await siteWithRegistry({ 'mfe-chat': '/mfe/chat/mf-manifest.json' })
    const page = String((await app.inject({ url: '/london/' })).headers['content-security-policy'])
    assert.equal(directive(page, 'script-src'), "script-src 'self'")
    await app.close()
  })
})
