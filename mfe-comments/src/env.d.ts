declare module '*.css'

// set by the build from SHOWROOM_BUILD_LABEL (see @showroom/mfe-build)
declare const __SHOWROOM_BUILD_LABEL__: string
