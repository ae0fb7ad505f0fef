export interface BatchLoaderOptions {
  // answer a key asked again from the first answer, for the loader's life (one request): only for
  // rows no request changes (a city, a venue), since a write in the same request would not be seen
  keep?: boolean
}

// collects the keys asked for in one tick and loads them with one query (entity references, N+1 fields)
export function createBatchLoader<K, V>(
  loadMany: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  options: BatchLoaderOptions = {},
): (key: K) => Promise<V | null> {
  let pending: Array<{ key: K; resolve: (value: V | null) => void; reject: (error: unknown) => void }> = []
  const flush = async () => {
    const batch = pending
    pending = []
    try {
      const found = await loadMany([...new Set(batch.map((p) => p.key))])
      for (const p of batch) p.resolve(found.get(p.key) ?? null)
    } catch (error) {
      for (const p of batch) p.reject(error)
    }
  }
  const load = (key: K) =>
    new Promise<V | null>((resolve, reject) => {
      if (pending.length === 0) queueMicrotask(flush)
      pending.push({ key, resolve, reject })
    })
  if (!options.keep) return load
  const kept = new Map<K, Promise<V | null>>()
  return (key) => {
    let answer = kept.get(key)
    if (!answer) {
      answer = load(key)
      kept.set(key, answer)
      // a failed load is asked again next time
      answer.catch(() => kept.delete(key))
    }
    return answer
  }
}

// one loader per request context, so a request never sees another request's cache
export function perRequest<C extends object, L>(create: () => L): (context: C) => L {
  const loaders = new WeakMap<C, L>()
  return (context) => {
    let loader = loaders.get(context)
    if (!loader) {
      loader = create()
      loaders.set(context, loader)
    }
    return loader
  }
}
