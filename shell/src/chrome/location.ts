import { BehaviorSubject, type Observable } from 'rxjs'

const pathname = new BehaviorSubject(window.location.pathname)
const follow = () => {
  if (pathname.value !== window.location.pathname) pathname.next(window.location.pathname)
}
window.addEventListener('popstate', follow)
window.addEventListener('single-spa:routing-event', follow)

// the current path, told again after every navigation
export const pathname$: Observable<string> = pathname.asObservable()
