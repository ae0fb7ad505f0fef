export { reportReactIdentity, type ShowroomDebug } from './debug-hook.ts'
export { type ApplicationDefinition, defineApplication } from './define-application.tsx'
export { ModuleRoot } from './module-root.tsx'
export { type ModuleTranslate, registerMessages, useModuleT } from './module-messages.ts'
export {
  Link,
  navigate,
  type ServerLocation,
  ServerLocationProvider,
  usePathname,
  useServerLocation,
} from './navigation.tsx'
export { ComingSoon, type ComingSoonProps } from './ComingSoon.tsx'
export { mountStandalone, type StandaloneSingleSpa } from './standalone.ts'
export { ModuleParcel, type ModuleParcelProps } from './ModuleParcel.tsx'
