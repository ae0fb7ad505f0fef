// the only place the front-end build reads the environment
export interface BuildEnv {
  // free text shown by a module when set: lets a deploy (and the e2e redeploy test) prove which build runs
  buildLabel: string
  // where the build goes instead of the module's own dist/ (absolute): a deploy that stages a
  // release elsewhere, and the e2e redeploy test, which must not touch the dist other journeys serve
  outDir: string | undefined
}

export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  return {
    buildLabel: (env.SHOWROOM_BUILD_LABEL ?? '').slice(0, 80),
    outDir: env.SHOWROOM_OUT_DIR?.trim() || undefined,
  }
}
