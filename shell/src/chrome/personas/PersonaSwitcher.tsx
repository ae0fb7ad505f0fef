import { bus } from '@showroom/bus'
import { apiCall } from '@showroom/graphql-client/fetch'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { Overlay, useObservable, useOverlay } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { refreshViewer, viewer$ } from '../../session/session.ts'
import type { ViewerPersona } from '../../session/viewer.graphql.ts'
import { SHELL_NS } from '../shell-messages.ts'

export async function switchPersona(persona: Pick<ViewerPersona, 'type' | 'id'>): Promise<boolean> {
  const result = await apiCall(
    'user_persona_switch',
    { type: persona.type, id: persona.id },
    { needsLogin: true },
  )
  if (!result.valid) return false
  await refreshViewer()
  bus.emit('persona.selection.changed', { type: persona.type, id: persona.id })
  return true
}

export function PersonaSwitcher() {
  const t = useT()
  const ts = useModuleT(SHELL_NS)
  const { open, close } = useOverlay('personas')
  const viewer = useObservable(viewer$)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (open) setFailed(false)
  }, [open])

  if (!viewer) return null
  const isCurrent = (persona: ViewerPersona) =>
    persona.type === viewer.persona.type && persona.id === viewer.persona.id

  const choose = async (persona: ViewerPersona) => {
    if (isCurrent(persona)) return close()
    setBusy(true)
    setFailed(false)
    const ok = await switchPersona(persona)
    setBusy(false)
    if (!ok) return setFailed(true)
    close()
    bus.showPopup({ message: ts('personas.switched', { name: persona.name }) })
  }

  return (
    <Overlay open={open} onClose={close} title={ts('personas.title')}>
      {viewer.personas.length <= 1 ? <p className="sr-shell-menu__note">{ts('personas.only')}</p> : null}
      <ul className="sr-shell-personas" aria-busy={busy}>
        {viewer.personas.map((persona) => (
          <li key={`${persona.type}:${persona.id}`}>
            <button
              type="button"
              className="sr-shell-personas__option"
              aria-current={isCurrent(persona) || undefined}
              disabled={busy}
              onClick={() => void choose(persona)}
            >
              {persona.iconUrl ? (
                <img src={persona.iconUrl} alt="" width={40} height={40} />
              ) : (
                <span className="sr-shell-personas__initial" aria-hidden="true">
                  {persona.name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <span className="sr-shell-personas__name">{persona.name}</span>
              <span className="sr-shell-personas__type">
                {persona.type}
                {isCurrent(persona) ? ` · ${ts('personas.current')}` : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="sr-shell-form__error" role="alert">
          {t('account.personaSwitchFailed')}
        </p>
      ) : null}
    </Overlay>
  )
}
