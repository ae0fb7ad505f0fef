// a fixed number of clients, each posting the next request as soon as the last answer arrived;
// latencies are kept whole so p50/p95/p99 are exact for the run
export interface Figures {
  p50: number
  p95: number
  p99: number
  rps: number
  requests: number
}

export interface Call {
  name: string
  payload: Record<string, unknown>
}

export interface LoadOptions {
  connections: number
  seconds: number
  // stops early when the calls run out (each like can be made once)
  limit?: number
}

// POST /api/<name> with a JSON body, as the legacy clients and the web call it
async function post(baseUrl: string, call: Call): Promise<number> {
  const response = await fetch(`${baseUrl}/api/${call.name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(call.payload),
  })
  const body = (await response.json()) as { errors?: { message: string }[] }
  if (response.status !== 200) {
    throw new Error(`${call.name} answered ${response.status}: ${body.errors?.[0]?.message ?? 'no message'}`)
  }
  return response.status
}

interface Sample {
  latencies: number[]
  seconds: number
}

async function sample(baseUrl: string, nextCall: (i: number) => Call, options: LoadOptions, from = 0) {
  const latencies: number[] = []
  let issued = from
  const limit = options.limit ?? Number.POSITIVE_INFINITY
  const started = performance.now()
  const until = started + options.seconds * 1000
  const client = async () => {
    while (performance.now() < until && issued < limit) {
      const call = nextCall(issued++)
      const at = performance.now()
      await post(baseUrl, call)
      latencies.push(performance.now() - at)
    }
  }
  await Promise.all(Array.from({ length: options.connections }, client))
  return { latencies, seconds: (performance.now() - started) / 1000 }
}

function summarize(samples: Sample[]): Figures {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b)
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    rps: latencies.length / seconds,
    requests: latencies.length,
  }
}

export async function load(
  baseUrl: string,
  nextCall: (i: number) => Call,
  options: LoadOptions,
): Promise<Figures> {
  return summarize([await sample(baseUrl, nextCall, options)])
}

// two calls in alternating slices of the same time, so a busy machine weighs on both alike
export async function loadInTurns(
  baseUrl: string,
  calls: [(i: number) => Call, (i: number) => Call],
  options: LoadOptions & { turns: number },
): Promise<[Figures, Figures]> {
  const slice = { ...options, seconds: options.seconds / options.turns }
  const samples: [Sample[], Sample[]] = [[], []]
  for (let turn = 0; turn < options.turns; turn++) {
    for (const k of [0, 1] as const) {
      const done = samples[k].reduce((n, s) => n + s.latencies.length, 0)
      samples[k].push(await sample(baseUrl, calls[k], slice, done))
    }
  }
  return [summarize(samples[0]), summarize(samples[1])]
}
