import { bus } from '@showroom/bus'
import type { Poll } from '@showroom/contracts'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useReducer } from 'react'
import { commentsApi } from '../api/comments-api.ts'
import { NS } from '../messages.ts'
import { initialPollView, pollReducer } from '../model/poll-state.ts'

// options, then loading, then percentage results; answering needs sign-in
export function PollView({ poll }: { poll: Poll }) {
  const tc = useT()
  const t = useModuleT(NS)
  const [view, dispatch] = useReducer(pollReducer, poll, initialPollView)

  const send = async (label: string) => {
    const result = await commentsApi.answerPoll(poll.id, label)
    if (result.valid && Array.isArray(result.envelope.values.options)) {
      dispatch({
        type: 'saved',
        options: result.envelope.values.options,
        answer: result.envelope.values.answer ?? label,
      })
    } else {
      dispatch({ type: 'failed', reason: !result.valid && result.status === 0 ? 'network' : 'failed' })
    }
  }

  const answer = (label: string) => {
    if (!bus.requireSignIn('poll')) return
    dispatch({ type: 'answer', label })
    void send(label)
  }

  return (
    <fieldset className="sr-poll" aria-busy={view.step === 'loading'} data-step={view.step}>
      <legend className="sr-poll__title">{poll.title}</legend>
      {view.step === 'options' ? (
        <ul className="sr-poll__options">
          {view.options.map((option) => (
            <li key={option.label}>
              <button
                type="button"
                className="sr-poll__option"
                aria-pressed={view.answer === option.label}
                onClick={() => answer(option.label)}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      ) : view.step === 'loading' ? (
        <p className="sr-poll__loading" role="status">
          <span className="sr-spinner" aria-hidden="true" /> {t('thread.pollSaving')}
        </p>
      ) : view.step === 'error' ? (
        <div className="sr-poll__error" role="alert">
          <p className="sr-poll__error-title">
            {tc(view.reason === 'network' ? 'poll.networkFailedTitle' : 'poll.failedTitle')}
          </p>
          <p>{tc(view.reason === 'network' ? 'poll.networkFailedMessage' : 'poll.failedMessage')}</p>
          <button
            type="button"
            className="sr-comment__link"
            onClick={() => {
              dispatch({ type: 'retry' })
              void send(view.answer)
            }}
          >
            {tc('common.tryAgain')}
          </button>
        </div>
      ) : (
        <>
          <ul className="sr-poll__results">
            {view.options.map((option) => (
              <li key={option.label} className="sr-poll__result" data-chosen={option.label === view.answer}>
                <span
                  className="sr-poll__bar"
                  style={{ inlineSize: `${option.percent}%` }}
                  aria-hidden="true"
                />
                <span className="sr-poll__label">
                  {option.label}
                  {option.label === view.answer ? (
                    <span className="sr-visually-hidden"> ({t('thread.pollYourAnswer')})</span>
                  ) : null}
                </span>
                <span className="sr-poll__percent">{Math.round(option.percent)}%</span>
              </li>
            ))}
          </ul>
          <button type="button" className="sr-comment__link" onClick={() => dispatch({ type: 'change' })}>
            {tc('poll.changeAnswer')}
          </button>
        </>
      )}
    </fieldset>
  )
}
