import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { NewMessage } from '../../api/chat-api.ts'
import type { PostOutcome } from '../../model/chat-controller.ts'
import { deferred } from '../../test-support/fakes.ts'
import '../../test-support/render.tsx'
import { ChatComposer } from './ChatComposer.tsx'

const MB = 1024 * 1024

function mount(onSend: (message: NewMessage) => Promise<PostOutcome>) {
  render(<ChatComposer chatId={5} targetName="Atelier Nord" onSend={onSend} />)
  return {
    input: screen.getByRole('textbox', { name: 'Message Atelier Nord' }) as HTMLTextAreaElement,
    send: () => screen.getByTestId('chat-send') as HTMLButtonElement,
  }
}

const type = (input: HTMLTextAreaElement, text: string) =>
  fireEvent.change(input, { target: { value: text } })

describe('the chat composer', () => {
  it('enables Send only with non-blank text', () => {
    const { input, send } = mount(async () => ({ ok: true }))
    expect(send().disabled).toBe(true)
    type(input, '   ')
    expect(send().disabled).toBe(true)
    type(input, 'Hello')
    expect(send().disabled).toBe(false)
  })

  it('sends nothing for empty text and no photo, and puts the focus back in the input', () => {
    const onSend = jest.fn(async () => ({ ok: true }) as PostOutcome)
    const { input } = mount(onSend)
    screen.getByRole('button', { name: 'Add a photo or video' }).focus()
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onSend).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(input)
  })

  it('clears the input at once, shows Posting… on the button, then Send again', async () => {
    const answer = deferred<PostOutcome>()
    const onSend = jest.fn((_message: NewMessage) => answer.promise)
    const { input, send } = mount(onSend)
    type(input, '  See you at ten \n')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(input.value).toBe('')
    expect(send().textContent).toBe('Posting…')
    expect(send().getAttribute('aria-busy')).toBe('true')
    expect(onSend.mock.calls[0]?.[0]).toMatchObject({ text: 'See you at ten', photoIds: [] })
    await act(async () => answer.resolve({ ok: true }))
    expect(send().textContent).toBe('Send')
  })

  it('keeps a new line with Shift+Enter', () => {
    const onSend = jest.fn(async () => ({ ok: true }) as PostOutcome)
    const { input } = mount(onSend)
    type(input, 'Hello')
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true })
    expect(onSend).not.toHaveBeenCalled()
  })

  it('says Aww snap under the input when the post fails, gives the text back and retries with the same id', async () => {
    const outcomes: PostOutcome[] = [{ ok: false }, { ok: true }, { ok: true }]
    const onSend = jest.fn(async (_message: NewMessage) => outcomes.shift() as PostOutcome)
    const { input } = mount(onSend)
    type(input, 'Is the coat still there?')
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }))
    expect(screen.getByRole('alert').textContent).toBe(
      "Aww snap! We couldn't post that comment right now. Please try later.",
    )
    expect(input.value).toBe('Is the coat still there?')
    expect(document.activeElement).toBe(input)
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }))
    const [first, second] = onSend.mock.calls.map((call) => call[0])
    expect(second?.clientMessageId).toBe(first?.clientMessageId)
    expect(screen.queryByRole('alert')).toBeNull()
    type(input, 'Another one')
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }))
    expect(onSend.mock.calls[2]?.[0].clientMessageId).not.toBe(first?.clientMessageId)
  })

  it('shows the server’s own text when the post fails with one', async () => {
    const { input } = mount(async () => ({ ok: false, message: 'You cannot message this member.' }))
    type(input, 'Hi')
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }))
    expect(screen.getByRole('alert').textContent).toBe('You cannot message this member.')
  })
})

// a fake XMLHttpRequest for the upload slices: done at once
class FakeXhr {
  static sent: string[] = []
  private progress: { onprogress?: (event: { loaded: number }) => void } = {}
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
    FakeXhr.sent.push(this.url)
    setTimeout(() => {
      this.status = 200
      this.responseText = JSON.stringify({ public_id: `uploads/${file.name}` })
      this.onload?.()
    }, 0)
  }
}

describe('chat photos and videos', () => {
  const saved = { fetch: globalThis.fetch, XMLHttpRequest: globalThis.XMLHttpRequest }
  const registered: Record<string, unknown>[] = []
  beforeEach(() => {
    registered.length = 0
    FakeXhr.sent = []
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest
    globalThis.fetch = (async (_url: string, init: { body: string }) => {
      registered.push(JSON.parse(init.body))
      const body = {
        errors: [],
        values: { image_id: 31, thumb_url: '/t.jpg' },
        lookups: {},
        meta: { step: 1, login_ok: true },
      }
      return { ok: true, status: 200, text: async () => JSON.stringify(body) }
    }) as unknown as typeof fetch
  })
  afterEach(() => {
    Object.assign(globalThis, saved)
  })

  const picked = (name: string, mime: string, size: number) => {
    const file = new File(['x'], name, { type: mime })
    Object.defineProperty(file, 'size', { value: size })
    return file
  }
  const pick = (file: File) =>
    act(async () => {
      fireEvent.change(screen.getByTestId('chat-media-input'), { target: { files: [file] } })
    })

  it('refuses an image of 20MB or more with the chat message', async () => {
    mount(async () => ({ ok: true }))
    await pick(picked('big.jpg', 'image/jpeg', 20 * MB + 1))
    expect(screen.getByRole('alert').textContent).toBe(
      "The image you've selected is too large. Please only upload files under 20MB in size.",
    )
    expect(FakeXhr.sent).toEqual([])
  })

  it('uploads through the media service as a chat upload and sends the photo, even without text', async () => {
    const onSend = jest.fn(async (_message: NewMessage) => ({ ok: true }) as PostOutcome)
    const { send } = mount(onSend)
    await pick(picked('coat.jpg', 'image/jpeg', 1000))
    await waitFor(() => expect(screen.getByRole('img', { name: 'Uploaded coat.jpg' })).toBeTruthy())
    expect(FakeXhr.sent).toEqual(['/upload/auto/upload?context=chat'])
    expect(registered[0]).toMatchObject({
      source_type: 'universal_comment',
      source_id: 5,
      cloudinary_id: 'uploads/coat.jpg',
    })
    expect(send().disabled).toBe(false)
    await act(async () => fireEvent.click(send()))
    expect(onSend.mock.calls[0]?.[0]).toMatchObject({ text: '', photoIds: [31] })
    expect(screen.queryByRole('img', { name: 'Uploaded coat.jpg' })).toBeNull()
  })
})
