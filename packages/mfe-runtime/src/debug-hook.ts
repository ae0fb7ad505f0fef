import React from 'react'

export interface ShowroomDebug {
  // the React object each mounted app rendered with, by app name: one distinct object means one React
  reactByApp: Record<string, unknown>
  reactVersions: Record<string, string>
}

declare global {
  interface Window {
    __SHOWROOM_DEBUG__?: ShowroomDebug
  }
}

// lets a browser test prove that the shell and every module share one React instance
export function reportReactIdentity(appName: string): void {
  if (typeof window === 'undefined') return
  window.__SHOWROOM_DEBUG__ ??= { reactByApp: {}, reactVersions: {} }
  window.__SHOWROOM_DEBUG__.reactByApp[appName] = React
  window.__SHOWROOM_DEBUG__.reactVersions[appName] = React.version
}
