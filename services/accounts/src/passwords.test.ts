import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createPasswordHasher, parseStoredHash, verifyPassword } from './passwords.ts'

describe('password hashing', () => {
  const hasher = createPasswordHasher(10)

  it('accepts the password that was hashed', async () => {
    const stored = await hasher.hash('correct horse battery')
    assert.equal(await hasher.verify('correct horse battery', stored), true)
  })

  it('rejects a wrong password', async () => {
    const stored = await hasher.hash('correct horse battery')
    assert.equal(await hasher.verify('correct horse battery!', stored), false)
    assert.equal(await hasher.verify('', stored), false)
  })

  it('stores a self-describing scrypt$N$r$p$salt$hash string that never contains the password', async () => {
    const stored = await hasher.hash('correct horse battery')
    const parts = stored.split('$')
    assert.equal(parts.length, 6)
    assert.deepEqual(parts.slice(0, 4), ['scrypt', '1024', '8', '1'])
    assert.ok(!stored.includes('correct horse battery'))
  })

  it('salts every hash, so the same password never hashes the same twice', async () => {
    const [a, b] = await Promise.all([hasher.hash('same password'), hasher.hash('same password')])
    assert.notEqual(a, b)
  })

  it('still verifies hashes made with another cost after the cost changes', async () => {
    const older = await createPasswordHasher(11).hash('kept across upgrades')
    assert.equal(await verifyPassword('kept across upgrades', older), true)
    assert.equal(await hasher.verify('kept across upgrades', older), true)
  })

  it('treats a damaged or foreign stored hash as a mismatch instead of failing', async () => {
    assert.equal(await verifyPassword('anything', 'bcrypt$2b$10$abc'), false)
    assert.equal(await verifyPassword('anything', 'scrypt$1000$8$1$c2FsdA$aGFzaA'), false)
    assert.equal(await verifyPassword('anything', ''), false)
    assert.equal(parseStoredHash('scrypt$1024$8$1$$'), null)
  })

  it('does the same hashing work for an unknown account as for a wrong password', async () => {
    // burn verifies against a decoy hash of the same cost; it must resolve and never match anything
    await assert.doesNotReject(hasher.burn('whatever was typed'))
  })

  it('refuses a cost outside the supported range', () => {
    assert.throws(() => createPasswordHasher(3), RangeError)
    assert.throws(() => createPasswordHasher(21), RangeError)
  })
})
