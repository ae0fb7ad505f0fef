import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { applicationElementId, scriptSafeJson, withFirstView } from './first-view.html.ts'

const SHELL =
  '<!doctype html><html><head><title>x</title></head><body><div id="sr-chrome"></div>' +
  '<main id="sr-main" tabindex="-1"></main><div id="sr-footer"></div></body></html>'

const view = (name: string) => ({
  module: 'mfe-discovery',
  application: 'pages',
  html: '<div class="sr-module-root"><h1>London</h1></div>',
  css: '.a{color:red}',
  cache: { 'Event:1': { __typename: 'Event', id: 1, name } },
  texts: { 'day|en|2026-12-05': 'Saturday 5 December 2026', 'title|en|</script>': name },
})

describe('the first view in the page', () => {
  test('data that tries to close the script element stays inside it and parses back unchanged', () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028 "quoted"'
    const text = scriptSafeJson({ name })
    assert.doesNotMatch(text, /<|>|&|\u2028/)
    assert.deepEqual(JSON.parse(text), { name })
  })

  test('the markup lands where the shell mounts the application, the styles in the head and the data and its texts once at the end', () => {
    const page = withFirstView(SHELL, view('</script><b>bold</b>'), '/london/')
    assert.equal(applicationElementId('mfe-discovery', 'pages'), 'sr-app-mfe-discovery-pages')
    assert.match(
      page,
      /<main id="sr-main" tabindex="-1"><div id="sr-app-mfe-discovery-pages" class="sr-app sr-app--main" data-app="mfe-discovery:pages"><div class="sr-app__module" data-first-view><div class="sr-module-root"><h1>London<\/h1><\/div><\/div><\/div><\/main>/,
    )
    assert.match(page, /<style data-first-view="mfe-discovery">\.a\{color:red\}<\/style><\/head>/)
    const scripts = page.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []
    assert.equal(scripts.length, 1, 'the data closes no element early')
    const json =
      /<script type="application\/json" id="sr-first-view-state">([\s\S]*?)<\/script><\/body>/.exec(page)
    assert.deepEqual(JSON.parse(json?.[1] ?? ''), {
      path: '/london/',
      cache: view('</script><b>bold</b>').cache,
      texts: view('</script><b>bold</b>').texts,
    })
  })

  test('a page whose main already holds something is left as it is', () => {
    const filled = SHELL.replace('></main>', '><p>busy</p></main>')
    assert.equal(withFirstView(filled, view('x'), '/london/'), filled)
  })
})
