// the only place the front-end build reads the environment
export interface BuildEnv {
  // free text shown by a module when set: lets a deploy (and the e2e redeploy test) prove which build runs
  buildLabel: string
}

export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  return {
    buildLabel: (env.SHOWROOM_BUILD_LABEL ?? '').slice(0, 80),
  }
}
