import type { ReactNode } from 'react'
import './coming-soon.css'

export interface ComingSoonProps {
  title: string
  message: string
  // the part that depends on who is looking (a sign-in button for guests, a note for members)
  children?: ReactNode
}

// an honest placeholder for a route whose feature lands with its module's own issue
export function ComingSoon({ title, message, children }: ComingSoonProps) {
  return (
    <section className="sr-mfe-soon">
      <h1 className="sr-mfe-soon__title">{title}</h1>
      <p className="sr-mfe-soon__message">{message}</p>
      {children ? <div className="sr-mfe-soon__extra">{children}</div> : null}
    </section>
  )
}
