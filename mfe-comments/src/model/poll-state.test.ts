import { describe, expect, it } from '@jest/globals'
import { initialPollView, pollReducer } from './poll-state.ts'

const poll = {
  id: 1,
  title: 'Best look?',
  options: [
    { label: 'Red', percent: 0 },
    { label: 'Blue', percent: 0 },
  ],
  total_answers: 0,
  answer: null,
}

describe('the poll states', () => {
  it('shows options, then loading, then percentage results', () => {
    let view = initialPollView(poll)
    expect(view.step).toBe('options')
    view = pollReducer(view, { type: 'answer', label: 'Red' })
    expect(view).toMatchObject({ step: 'loading', answer: 'Red' })
    const results = [
      { label: 'Red', percent: 100 },
      { label: 'Blue', percent: 0 },
    ]
    view = pollReducer(view, { type: 'saved', options: results, answer: 'Red' })
    expect(view).toEqual({ step: 'results', options: results, answer: 'Red' })
  })

  it('opens on its results when already answered, and goes back to the options on change', () => {
    let view = initialPollView({ ...poll, answer: 'Blue' })
    expect(view.step).toBe('results')
    view = pollReducer(view, { type: 'change' })
    expect(view).toMatchObject({ step: 'options', answer: 'Blue' })
  })

  it('shows an error with the reason and tries the same answer again', () => {
    let view = pollReducer(initialPollView(poll), { type: 'answer', label: 'Blue' })
    view = pollReducer(view, { type: 'failed', reason: 'network' })
    expect(view).toMatchObject({ step: 'error', reason: 'network', answer: 'Blue' })
    view = pollReducer(view, { type: 'retry' })
    expect(view).toMatchObject({ step: 'loading', answer: 'Blue' })
    view = pollReducer(view, { type: 'failed', reason: 'failed' })
    expect(view).toMatchObject({ step: 'error', reason: 'failed' })
  })
})
