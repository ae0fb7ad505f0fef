import { describe, expect, it } from '@jest/globals'
import type { AppProps, LifeCycles } from 'single-spa'

// what the gateway puts in the HTML for a module's application (gateway/src/web/first-view.html.ts):
// the module root's markup as the server entry drew it, and the data it was drawn from
const SERVER_MARKUP =
  '<div class="sr-module-root" data-mfe="mfe-test" data-app="page" data-session="guest"><h1>London</h1></div>'

function Page() {
  return <h1>London</h1>
}

function pageWith(attribute: string): HTMLElement {
  document.body.innerHTML =
    `<div class="sr-app__module"${attribute}>${SERVER_MARKUP}</div>` +
    `<script type="application/json" id="sr-first-view-state">{"path":"/","cache":{}}</script>`
  return document.querySelector('.sr-app__module') as HTMLElement
}

async function mount(lifecycles: LifeCycles<AppProps>, domElement: HTMLElement): Promise<void> {
  const props = { name: 'mfe-test:page', domElement } as unknown as AppProps
  for (const step of [lifecycles.bootstrap, lifecycles.mount]) {
    if (Array.isArray(step)) for (const part of step) await part(props)
    else await step(props)
  }
}

// the page's Apollo client reads the inlined data when it is made, so each case loads the kit afresh
async function loadKit() {
  const kit = await import('./define-application.tsx')
  return kit.defineApplication({ module: 'mfe-test', app: 'page', component: Page, build: '' })
}

describe("a module's application over the server's first view", () => {
  it('hydrates the markup the HTML brought: the same elements stay on the page', async () => {
    const container = pageWith(' data-first-view')
    const heading = container.querySelector('h1')
    await mount(await loadKit(), container)
    expect(container.querySelector('h1')).toBe(heading)
    expect(container.querySelector('[data-mfe]')).toBe(heading?.parentElement)
    expect(Object.keys(heading as object).some((key) => key.startsWith('__reactFiber$'))).toBe(true)
    expect(container.hasAttribute('data-first-view')).toBe(false)
  })

  it('draws its own tree over markup the gateway did not mark as a first view', async () => {
    const container = pageWith('')
    const heading = container.querySelector('h1')
    await mount(await loadKit(), container)
    const drawn = container.querySelector('h1')
    expect(drawn?.textContent).toBe('London')
    expect(drawn).not.toBe(heading)
    expect(container.querySelectorAll('h1')).toHaveLength(1)
  })
})
