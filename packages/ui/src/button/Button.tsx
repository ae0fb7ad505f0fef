import type { ButtonHTMLAttributes } from 'react'
import './button.css'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link'
}

export function Button({ variant = 'secondary', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['sr-button', variant === 'secondary' ? '' : `sr-button--${variant}`, className ?? '']
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />
}
