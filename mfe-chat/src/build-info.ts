// which build of this module is running: empty unless SHOWROOM_BUILD_LABEL was set at build time
export const BUILD_LABEL: string = __SHOWROOM_BUILD_LABEL__
