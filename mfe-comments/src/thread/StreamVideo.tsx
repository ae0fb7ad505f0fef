import { LIMITS } from '@showroom/contracts'
import { useEffect, useRef, useState } from 'react'
import { attachHls } from './hls-player.ts'

export interface StreamVideoProps {
  hls?: string | null
  mp4?: string | null
  poster?: string | null
  title: string
  className?: string
  // inline videos play muted once near the screen; the lightbox's video starts with controls
  inline?: boolean
}

// a video that only starts loading within 500 px of the screen
export function StreamVideo({ hls, mp4, poster, title, className, inline = false }: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const [near, setNear] = useState(!inline)

  useEffect(() => {
    const video = ref.current
    if (!video || near) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${LIMITS.videoPlayWithinPx}px` },
    )
    observer.observe(video)
    return () => observer.disconnect()
  }, [near])

  useEffect(() => {
    const video = ref.current
    if (!video || !near) return
    let release: (() => void) | undefined
    let live = true
    if (hls) {
      void attachHls(video, hls, mp4 ?? undefined).then((stop) => {
        if (live) release = stop
        else stop()
      })
    } else if (mp4) {
      video.src = mp4
    }
    return () => {
      live = false
      release?.()
    }
  }, [near, hls, mp4])

  return (
    <video
      ref={ref}
      className={className}
      poster={poster ?? undefined}
      title={title}
      playsInline
      preload="none"
      muted={inline}
      autoPlay={inline}
      loop={inline}
      controls={!inline}
    />
  )
}
