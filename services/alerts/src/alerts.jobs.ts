// background work of the alerts service, on the platform job queue
export const alertsJobs = {
  // one mail through the one sending path (confirmation, digest, notices)
  send: 'alerts.send',
  // builds and queues the digests of one city, frequency and period
  digestBatch: 'alerts.digest-batch',
  // the scheduler's tick: starts the batches that are due
  schedule: 'alerts.schedule',
} as const

export interface ConfirmSendJob {
  kind: 'confirm'
  subscriptionId: number
}
