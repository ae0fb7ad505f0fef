import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client'
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { bus } from '@showroom/bus'
import { ApolloProvider } from '@showroom/graphql-client'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { of } from 'rxjs'
import '../messages.ts'
import { commentsApi } from '../api/comments-api.ts'
import type { ThreadSource } from '../model/types.ts'
import type { UploadContext } from '../model/upload-files.ts'
import { Composer } from './Composer.tsx'

const MB = 1024 * 1024

// the page's GraphQL answers: no personas beyond the member, two cities for gossip topics
const graphql = new ApolloClient({
  cache: new InMemoryCache(),
  link: new ApolloLink((operation) =>
    of({
      data:
        operation.operationName === 'GossipTopicCities'
          ? {
              cities: [
                { __typename: 'City', id: 1, name: 'London' },
                { __typename: 'City', id: 2, name: 'Hong Kong' },
              ],
            }
          : { viewer: null },
    }),
  ),
})

// a fake of /api/*: each call's payload is kept, the answer comes from the test
const apiCalls: { name: string; payload: Record<string, unknown> }[] = []
let answerApi: (name: string, payload: Record<string, unknown>) => { status: number; body: unknown }

const envelope = (values: unknown) => ({
  errors: [],
  values,
  lookups: {},
  meta: { step: 1, login_ok: true },
})

// a fake XMLHttpRequest for the upload slices: done at once, or refused for files named "bad"
class FakeXhr {
  static sent: { url: string; name: string }[] = []
  private progress: { onprogress?: (event: { loaded: number }) => void } = {}
  // an accessor on the prototype, as in browsers with upload progress
  get upload() {
    return this.progress
  }
  status = 0
  responseText = ''
  withCredentials = false
  onload?: () => void
  onerror?: () => void
  onabort?: () => void
  private url = ''
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    const file = form.get('file') as File
    FakeXhr.sent.push({ url: this.url, name: file.name })
    const refused = file.name.startsWith('bad')
    setTimeout(() => {
      this.status = refused ? 400 : 200
      this.responseText = JSON.stringify(
        refused
          ? { error: { message: 'Nope.', code: 'MEDIA_ERR_X' } }
          : { public_id: `uploads/${file.name}` },
      )
      this.onload?.()
    }, 0)
  }
}

const saved = {
  fetch: globalThis.fetch,
  XMLHttpRequest: globalThis.XMLHttpRequest,
  FileReader: globalThis.FileReader,
}

beforeEach(() => {
  apiCalls.length = 0
  FakeXhr.sent = []
  answerApi = () => ({ status: 200, body: envelope({}) })
  globalThis.fetch = (async (url: string, init: { body: string }) => {
    const name = String(url).replace('/api/', '')
    const payload = JSON.parse(init.body) as Record<string, unknown>
    apiCalls.push({ name, payload })
    const answer = answerApi(name, payload)
    // the test browser has no Response: only what apiCall reads
    return { ok: answer.status < 400, status: answer.status, text: async () => JSON.stringify(answer.body) }
  }) as unknown as typeof fetch
  bus.setSession({ user_id: 7, user_token: 't', user_is_pro: false, user_points: 0, user_is_team: false })
})

afterEach(() => {
  Object.assign(globalThis, saved)
  bus.setSession(null)
})

const event: ThreadSource = { kind: 'event', eventId: 5, cityId: 1 }
const newTopic: ThreadSource = { kind: 'universal', sourceType: 'gossip', sourceId: 0, cityId: 2 }

function mount(source: ThreadSource, context?: UploadContext) {
  const onPost = jest.fn(async (input: Parameters<typeof commentsApi.create>[1]) => {
    const result = await commentsApi.create(source, input)
    return result.valid
      ? { ok: true as const, comment: result.envelope.values.comment }
      : { ok: false as const, message: result.message }
  })
  render(
    <ApolloProvider client={graphql}>
      <Composer source={source} context={context} onPost={onPost} />
    </ApolloProvider>,
  )
  return onPost
}

const picked = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

const pick = (...files: File[]) =>
  act(async () => {
    fireEvent.change(screen.getByTestId('media-input'), { target: { files } })
  })

describe('the composer’s upload surfaces', () => {
  it('checks picked files with the uploader’s limits when it is the uploader', async () => {
    mount(event, 'uploader')
    await pick(picked('big.jpg', 'image/jpeg', 25 * MB))
    expect(screen.getByRole('alert').textContent).toBe(
      'The photo you have uploaded is too large. Please keep photos under 20 megabytes.',
    )
    await pick(picked('notes.pdf', 'application/pdf', 10))
    expect(screen.getByRole('alert').textContent).toBe('You can only upload image files or videos.')
  })

  it('takes a 25MB photo as the composer and sends it to the composer’s upload route', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
    answerApi = () => ({ status: 200, body: envelope({ image_id: 31, thumb_url: null, preview_url: null }) })
    mount(event)
    await pick(picked('big.jpg', 'image/jpeg', 25 * MB))
    await waitFor(() => expect(document.querySelector('input[name="photo_ids[]"]')).not.toBeNull())
    expect(FakeXhr.sent[0]?.url).toBe('/upload/auto/upload?context=composer')
    expect(apiCalls[0]?.payload).toMatchObject({ source_type: 'event_comment', source_id: 5, event_id: 5 })
  })

  it('sends the uploader’s slices to the uploader’s route', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
    answerApi = () => ({ status: 200, body: envelope({ image_id: 32, thumb_url: null, preview_url: null }) })
    mount(event, 'uploader')
    await pick(picked('small.jpg', 'image/jpeg', 1000))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    expect(FakeXhr.sent[0]?.url).toBe('/upload/auto/upload?context=uploader')
  })

  it('sums up several picked files when some fail, keeping the ones that made it', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
    let nextId = 40
    answerApi = () => ({
      status: 200,
      body: envelope({ image_id: ++nextId, thumb_url: null, preview_url: null }),
    })
    mount(event)
    await pick(picked('one.jpg', 'image/jpeg', 100), picked('bad.jpg', 'image/jpeg', 100))
    await screen.findByText('One or more images failed to upload and have been skipped.')
    expect(document.querySelectorAll('input[name="photo_ids[]"]')).toHaveLength(1)
  })

  it('names small images when the server finds them too small', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
    answerApi = (_name, payload) =>
      payload.cloudinary_id === 'uploads/tiny.jpg'
        ? {
            status: 400,
            body: { ...envelope({}), errors: [{ code: 'too_small', message: 'too small', field: null }] },
          }
        : { status: 200, body: envelope({ image_id: 50, thumb_url: null, preview_url: null }) }
    mount(event)
    await pick(picked('tiny.jpg', 'image/jpeg', 100), picked('fine.jpg', 'image/jpeg', 100))
    await screen.findByText('One or more of the images you uploaded are too small and have been skipped.')
  })

  it('asks to try later when none of several files made it', async () => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
    mount(event)
    await pick(picked('bad-1.jpg', 'image/jpeg', 100), picked('bad-2.jpg', 'image/jpeg', 100))
    await screen.findByText('One or more images failed to upload. Please try later.')
  })
})

describe('the composer in a browser without file support', () => {
  it('shows the composer’s message instead of the picker', () => {
    ;(globalThis as { FileReader?: unknown }).FileReader = undefined
    mount(event)
    expect(screen.queryByTestId('add-media')).toBeNull()
    expect(screen.getByTestId('no-upload-support').textContent).toBe(
      'Your web browser does not support image uploads. Please upgrade to a newer browser.',
    )
  })

  it('shows the uploader’s message when it is the uploader', () => {
    ;(globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = undefined
    mount(event, 'uploader')
    expect(screen.getByTestId('no-upload-support').textContent).toBe(
      'Your browser does not support photo uploads. Please upgrade to a newer browser.',
    )
  })
})

describe('the composer starting a gossip topic', () => {
  it('asks for a title and a city only for gossip with source id 0', async () => {
    mount({ ...newTopic, sourceId: 9 })
    expect(screen.queryByLabelText('Topic title')).toBeNull()
  })

  it('refuses to post without a title and sends nothing', async () => {
    const onPost = mount(newTopic)
    fireEvent.change(screen.getByLabelText('Write a comment'), { target: { value: 'Who saw the show?' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    })
    expect(screen.getByRole('alert').textContent).toBe('Please include a title for your gossip topic')
    expect(screen.getByLabelText('Topic title').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('Topic title'))
    expect(onPost).not.toHaveBeenCalled()
  })

  it('posts the topic title and the chosen city with the first comment', async () => {
    answerApi = () => ({ status: 200, body: envelope({ comment: { id: 3 } }) })
    mount(newTopic)
    const city = (await screen.findByLabelText('City')) as HTMLSelectElement
    expect(city.value).toBe('2')
    fireEvent.change(city, { target: { value: '1' } })
    fireEvent.change(screen.getByLabelText('Topic title'), { target: { value: '  Fashion week  ' } })
    fireEvent.change(screen.getByLabelText('Write a comment'), { target: { value: 'Who saw the show?' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    })
    expect(apiCalls).toEqual([
      {
        name: 'universal_comments_create',
        payload: {
          source_type: 'gossip',
          source_id: 0,
          city_id: 2,
          comment: 'Who saw the show?',
          photo_ids: '',
          topic_title: 'Fashion week',
          topic_city_id: 1,
        },
      },
    ])
    expect((screen.getByLabelText('Topic title') as HTMLInputElement).value).toBe('')
  })

  it('shows the server’s refusal when it turns the topic down', async () => {
    answerApi = () => ({
      status: 400,
      body: {
        ...envelope({}),
        errors: [
          {
            code: 'COMMENTS_ERR_TOPIC_TITLE_MISSING',
            message: 'Server says no title.',
            field: 'topic_title',
          },
        ],
      },
    })
    mount(newTopic)
    fireEvent.change(screen.getByLabelText('Topic title'), { target: { value: 'x' } })
    fireEvent.change(screen.getByLabelText('Write a comment'), { target: { value: 'hello' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    })
    expect(screen.getByRole('alert').textContent).toBe('Server says no title.')
  })
})
