// collects the keys asked for in one tick and loads them with one query (entity references, N+1 fields)
export function createBatchLoader<K, V>(
  loadMany: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
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
  return (key) =>
    new Promise((resolve, reject) => {
      if (pending.length === 0) queueMicrotask(flush)
      pending.push({ key, resolve, reject })
    })
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
