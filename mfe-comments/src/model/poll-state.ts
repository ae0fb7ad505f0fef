import type { Poll, PollOption } from '@showroom/contracts'

export type PollView =
  | { step: 'options'; options: PollOption[]; answer: string | null }
  | { step: 'loading'; options: PollOption[]; answer: string }
  | { step: 'results'; options: PollOption[]; answer: string }
  // failed: the server said no ('Oh no!'); network: the call never got an answer ('Oops...')
  | { step: 'error'; options: PollOption[]; answer: string; reason: 'failed' | 'network' }

export type PollEvent =
  | { type: 'answer'; label: string }
  | { type: 'saved'; options: PollOption[]; answer: string }
  | { type: 'failed'; reason: 'failed' | 'network' }
  | { type: 'change' }
  | { type: 'retry' }

// a poll already answered opens on its results
export function initialPollView(poll: Poll): PollView {
  return poll.answer
    ? { step: 'results', options: poll.options, answer: poll.answer }
    : { step: 'options', options: poll.options, answer: null }
}

export function pollReducer(view: PollView, event: PollEvent): PollView {
  switch (event.type) {
    case 'answer':
      return view.step === 'loading' ? view : { step: 'loading', options: view.options, answer: event.label }
    case 'saved':
      return { step: 'results', options: event.options, answer: event.answer }
    case 'failed':
      return view.step === 'loading' ? { ...view, step: 'error', reason: event.reason } : view
    case 'change':
      return { step: 'options', options: view.options, answer: view.answer }
    case 'retry':
      return view.step === 'error' ? { step: 'loading', options: view.options, answer: view.answer } : view
  }
}
