import type { ApiResult } from '@showroom/graphql-client/fetch'

export const ok = <V>(values: V): ApiResult<V> => ({
  valid: true,
  status: 200,
  envelope: { errors: [], values, lookups: {}, meta: { step: 1, login_ok: true } },
})

// an answer the server refused with a stable code (and maybe values, e.g. the basket as it is now)
export const refused = <V>(
  code: string,
  message = '',
  values: Partial<V> = {},
  status = 409,
): ApiResult<V> => ({
  valid: false,
  status,
  envelope: {
    errors: [{ code, message }],
    values: values as V,
    lookups: {},
    meta: { step: 1, login_ok: true },
  },
  message: message || undefined,
  aborted: false,
})

// no answer at all (the network failed)
export const unreachable = <V>(): ApiResult<V> => ({
  valid: false,
  status: 0,
  envelope: null,
  message: undefined,
  aborted: false,
})

export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

export const flush = async (rounds = 8) => {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve()
}
