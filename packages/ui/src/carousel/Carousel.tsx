import { COOKIES } from '@showroom/contracts'
import { useT } from '@showroom/i18n/react'
import {
  Children,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react'
import { type GateProps, useGate } from '../hooks/use-gate.ts'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion.ts'
import { useViewportWidth } from '../hooks/use-viewport-width.ts'
import { ChevronIcon } from '../icons.tsx'
import { readSessionCookie, writeSessionCookie } from '../session-cookie.ts'
import { type CarouselVariant, carouselLayout } from './carousel-layout.ts'
import './carousel.css'

export interface CarouselProps extends GateProps {
  label: string
  children: ReactNode
  variant?: CarouselVariant
  // keeps the position in a session cookie under this key and restores it
  cookieKey?: string
  autoplayMs?: number
  // slides from this index on need a signed-in viewer
  gatedFrom?: number
  onPositionChange?: (position: number) => void
}

const SWIPE_MIN_PX = 40

function cookieName(key: string): string {
  return `${COOKIES.carouselPosition.name}${key}`
}

function restoredPosition(cookieKey: string | undefined): number {
  if (!cookieKey) return 0
  const saved = Number.parseInt(readSessionCookie(cookieName(cookieKey)) ?? '', 10)
  return Number.isFinite(saved) && saved > 0 ? saved : 0
}

export function Carousel(props: CarouselProps) {
  const { label, children, variant = 'default', cookieKey, autoplayMs, gatedFrom, onPositionChange } = props
  const t = useT()
  const baseId = useId()
  const slides = Children.toArray(children)
  const { perView, showNav, showDots } = carouselLayout(variant, useViewportWidth(), slides.length)
  const lastStart = Math.max(0, slides.length - perView)
  const [wanted, setWanted] = useState(() => restoredPosition(cookieKey))
  const position = Math.min(wanted, lastStart)
  const mayOpen = useGate(props)
  const [paused, setPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const swipeStart = useRef<number | null>(null)

  function goTo(target: number) {
    const next = Math.max(0, Math.min(target, lastStart))
    if (next === position) return
    const lastVisible = next + perView - 1
    if (gatedFrom !== undefined && lastVisible >= gatedFrom && !mayOpen('carousel', true)) return
    setWanted(next)
    if (cookieKey) writeSessionCookie(cookieName(cookieKey), String(next))
    onPositionChange?.(next)
  }

  const autoplayStep = useEffectEvent(() => goTo(position >= lastStart ? 0 : position + 1))
  const canAutoplay = Boolean(autoplayMs) && showNav && !paused && !reducedMotion
  useEffect(() => {
    if (!canAutoplay) return
    const timer = setInterval(autoplayStep, autoplayMs)
    return () => clearInterval(timer)
  }, [canAutoplay, autoplayMs])

  function onPointerDown(event: PointerEvent) {
    swipeStart.current = event.clientX
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return
    const distance = event.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(distance) >= SWIPE_MIN_PX) goTo(position + (distance < 0 ? 1 : -1))
  }

  const style = { '--sr-carousel-per-view': perView, '--sr-carousel-position': position } as CSSProperties
  return (
    <section
      className={`sr-carousel sr-carousel--${variant}`}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="sr-carousel__viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div className="sr-carousel__track" id={`${baseId}-track`} aria-live={canAutoplay ? 'off' : 'polite'}>
          {slides.map((slide, index) => {
            const visible = index >= position && index < position + perView
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern, a group described as a slide
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={t('ui.slideOf', { number: index + 1, total: slides.length })}
                aria-hidden={!visible}
                inert={!visible}
                className="sr-carousel__slide"
              >
                {slide}
              </div>
            )
          })}
        </div>
      </div>
      {showNav ? (
        <>
          <button
            type="button"
            className="sr-carousel__arrow sr-carousel__arrow--previous"
            aria-controls={`${baseId}-track`}
            aria-label={t('common.previous')}
            disabled={position === 0}
            onClick={() => goTo(position - 1)}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className="sr-carousel__arrow sr-carousel__arrow--next"
            aria-controls={`${baseId}-track`}
            aria-label={t('common.next')}
            disabled={position >= lastStart}
            onClick={() => goTo(position + 1)}
          >
            <ChevronIcon direction="right" />
          </button>
        </>
      ) : null}
      {showDots ? (
        <div className="sr-carousel__dots">
          {Array.from({ length: lastStart + 1 }, (_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional
              key={index}
              type="button"
              className="sr-carousel__dot"
              aria-label={t('ui.goToSlide', { number: index + 1 })}
              aria-current={index === position}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}
