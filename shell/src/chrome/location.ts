import { subscribeToLocation } from '@showroom/mfe-runtime/navigate'
import { BehaviorSubject, type Observable } from 'rxjs'

const pathname = new BehaviorSubject(window.location.pathname)
subscribeToLocation(() => {
  if (pathname.value !== window.location.pathname) pathname.next(window.location.pathname)
})

// the current path, told again after every navigation
export const pathname$: Observable<string> = pathname.asObservable()
