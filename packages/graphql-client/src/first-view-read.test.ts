/**
 * @jest-environment jsdom
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import {
  ApolloClient,
  ApolloLink,
  gql,
  InMemoryCache,
  type ObservableQuery,
  type TypedDocumentNode,
} from '@apollo/client/core'
import { Observable } from 'rxjs'

type Modules = typeof import('./first-view-state.ts') &
  typeof import('./react.ts') &
  typeof import('react') &
  typeof import('react-dom/client')

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const PERSON: TypedDocumentNode<{ person: { id: string; name: string } | null }, { id: string }> = gql`
  query Person($id: ID!) {
    person(id: $id) {
      id
      name
    }
  }
`
const RESTORED = {
  ROOT_QUERY: { __typename: 'Query', 'person({"id":"1"})': { __ref: 'Person:1' } },
  'Person:1': { __typename: 'Person', id: '1', name: 'Ada' },
}

// the first-view state, the hooks and React, fresh: one copy of each, shared by all of them
async function fresh(): Promise<Modules> {
  let loaded: Modules | undefined
  await jest.isolateModulesAsync(async () => {
    const state = await import('./first-view-state.ts')
    const bindings = await import('./react.ts')
    const react = await import('react')
    const dom = await import('react-dom/client')
    loaded = { ...react, ...dom, ...state, ...bindings }
  })
  if (!loaded) throw new Error('the modules did not load')
  return loaded
}

// a page at /london/ carrying the first view's data and its markup
function page(markup: string): HTMLElement {
  window.history.replaceState(null, '', '/london/')
  document.body.innerHTML = `<script type="application/json" id="sr-first-view-state">${JSON.stringify({ path: '/london/', cache: RESTORED })}</script><div id="root">${markup}</div>`
  return document.getElementById('root') as HTMLElement
}

// a client whose every request is counted (the restored data should make none); each watched query's
// first answer is kept, in the order the queries were made
function watchedClient() {
  const requests: string[] = []
  const link = new ApolloLink((operation) => {
    requests.push(operation.operationName ?? '')
    return new Observable((subscriber) => subscriber.error(new Error('offline')))
  })
  const client = new ApolloClient({ link, cache: new InMemoryCache() })
  const answers: unknown[] = []
  const watchQuery = client.watchQuery.bind(client)
  jest.spyOn(client, 'watchQuery').mockImplementation(((options: Parameters<typeof watchQuery>[0]) => {
    const observable = watchQuery(options) as ObservableQuery
    const current = observable.getCurrentResult.bind(observable)
    let first = true
    observable.getCurrentResult = () => {
      const result = current()
      if (first) answers.push(result.data)
      first = false
      return result
    }
    return observable
  }) as never)
  return { client, requests, answers }
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 20))

// React takes the container's markup over as the runtime does (in a transition); the hydration errors
// it recovered from are returned
async function hydrate(
  modules: Modules,
  container: HTMLElement,
  client: ApolloClient,
  component: () => ReturnType<Modules['createElement']>,
) {
  const missed = jest.fn()
  const tree = modules.createElement(modules.ApolloProvider, {
    client,
    children: modules.createElement(component),
  })
  await modules.act(async () => {
    modules.startTransition(() => {
      modules.hydrateRoot(container, tree, { onRecoverableError: missed })
    })
  })
  // act renders when its scope ends: the reads ahead, and React's renders after them, run in this one
  await modules.act(settle)
  return missed
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the page query while React hydrates the first view', () => {
  it('is read ahead in tasks of its own, and the component renders the very answer that read kept', async () => {
    const container = page('<p>Ada</p>')
    const modules = await fresh()
    const { client, requests, answers } = watchedClient()
    modules.restoreFirstView(client)
    const rendered: unknown[] = []
    function Person() {
      const { data } = modules.usePageQuery(PERSON, { variables: { id: '1' } })
      rendered.push(data)
      return modules.createElement('p', null, data?.person?.name ?? '')
    }
    const missed = await hydrate(modules, container, client, Person)

    expect(container.innerHTML).toBe('<p>Ada</p>')
    expect(missed).not.toHaveBeenCalled()
    expect(requests).toEqual([])
    // the read ahead, then the component's own: the component rendered once, from the kept answer
    expect(client.watchQuery).toHaveBeenCalledTimes(2)
    expect(rendered).toHaveLength(1)
    expect(answers).toHaveLength(2)
    expect(answers[0]).toEqual({ person: { __typename: 'Person', id: '1', name: 'Ada' } })
    expect(rendered[0]).toBe(answers[0])
    expect(answers[1]).toBe(answers[0])
  })

  it('is read in place when React is not hydrating, and when the query is skipped', async () => {
    const container = page('')
    const modules = await fresh()
    const { client, requests } = watchedClient()
    modules.restoreFirstView(client)
    function Person({ skip }: { skip: boolean }) {
      const { data } = modules.usePageQuery(PERSON, { variables: { id: '1' }, skip })
      return modules.createElement('p', null, data?.person?.name ?? 'skipped')
    }
    await modules.act(async () => {
      modules.startTransition(() => {
        modules.createRoot(container).render(
          modules.createElement(modules.ApolloProvider, {
            client,
            children: [
              modules.createElement(Person, { key: 'asked', skip: false }),
              modules.createElement(Person, { key: 'skipped', skip: true }),
            ],
          }),
        )
      })
    })
    // act renders when its scope ends: the reads ahead, and React's renders after them, run in this one
    await modules.act(settle)

    expect(container.innerHTML).toBe('<p>Ada</p><p>skipped</p>')
    expect(requests).toEqual([])
    // one watched query per component, none ahead of them
    expect(client.watchQuery).toHaveBeenCalledTimes(2)
  })

  it('is not read ahead through useQuery, which the page’s small queries keep', async () => {
    const container = page('<p>Ada</p>')
    const modules = await fresh()
    const { client, requests } = watchedClient()
    modules.restoreFirstView(client)
    function Person() {
      const { data } = modules.useQuery(PERSON, { variables: { id: '1' } })
      return modules.createElement('p', null, data?.person?.name ?? '')
    }
    const missed = await hydrate(modules, container, client, Person)

    expect(container.innerHTML).toBe('<p>Ada</p>')
    expect(missed).not.toHaveBeenCalled()
    expect(requests).toEqual([])
    expect(client.watchQuery).toHaveBeenCalledTimes(1)
  })
})
