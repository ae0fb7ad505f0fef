import type { EnqueueOptions, Job, Logger } from '@showroom/platform'
import type { AlertsDirectory } from '../alerts.deps.ts'
import { alertsJobs } from '../alerts.jobs.ts'
import type { Digests } from '../digest/digests.service.ts'
import { localDate, nextDigestRun } from './schedule.ts'

export interface ScheduledDigestJob {
  cityId: number
  // the planned time (ISO): its local date names the period, whenever the job actually runs
  runAt: string
}

export interface SchedulerDeps {
  directory: () => AlertsDirectory
  digests: Digests
  jobs: { enqueue(name: string, data: unknown, options?: EnqueueOptions): Promise<string> }
  logger: Logger
  now: () => Date
}

// each city's next digest run is one queued job (croner says when); running it queues the one after,
// and the singleton key of the local date keeps one job per city and day however often this starts
export function createScheduler(deps: SchedulerDeps) {
  async function schedule(cityId: number, timeZone: string, after: Date) {
    const runAt = nextDigestRun(timeZone, after)
    const data: ScheduledDigestJob = { cityId, runAt: runAt.toISOString() }
    await deps.jobs.enqueue(alertsJobs.digestBatch, data, {
      runAt,
      singletonKey: `alerts:digest:${cityId}:${localDate(runAt, timeZone)}`,
    })
  }

  return {
    // at start: every city has its next run queued (a repeat finds it queued and adds nothing)
    async ensureScheduled(): Promise<void> {
      for (const city of await deps.directory().cities()) await schedule(city.id, city.timezone, deps.now())
    },

    async run(job: Job<ScheduledDigestJob>): Promise<void> {
      const city = await deps.directory().city(job.data.cityId)
      if (!city) return
      const planned = new Date(job.data.runAt)
      // the next one first: a crash during this batch still leaves the city scheduled
      await schedule(city.id, city.timezone, planned)
      const date = localDate(planned, city.timezone)
      for (const frequency of ['daily', 'weekly'] as const) {
        await deps.digests.runBatch({ cityId: city.id, frequency, date })
      }
    },
  }
}
