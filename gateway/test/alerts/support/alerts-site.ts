import {
  createTestGateway,
  type SmtpTestServer,
  startSmtpTestServer,
  type TestDatabaseKind,
  type TestGateway,
} from '@showroom/testkit'
import { seedCities } from './alerts-harness.ts'

export interface AlertsSite {
  gateway: TestGateway
  smtp: SmtpTestServer
  venueId: number
  designerId: number
}

// a gateway on `kind` that mails through the testkit's SMTP server, the cities seeded
export async function startAlertsSite(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
): Promise<AlertsSite> {
  const smtp = await startSmtpTestServer()
  try {
    const gateway = await createTestGateway({ database: kind, env: { SMTP_URL: smtp.url, ...env } })
    return { gateway, smtp, ...(await seedCities(gateway)) }
  } catch (error) {
    await smtp.close()
    throw error
  }
}

export async function stopAlertsSite(site: Partial<Pick<AlertsSite, 'gateway' | 'smtp'>>): Promise<void> {
  await site.gateway?.close()
  await site.smtp?.close()
}
