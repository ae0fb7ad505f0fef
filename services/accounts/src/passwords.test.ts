import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createPasswordHasher, DEFAULT_HASH_COST, parseStoredHash, verifyPassword } from './passwords.ts'

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

  it('stores a self-describing argon2id$memory$passes$parallelism$salt$hash string that never contains the password', async () => {
    const stored = await hasher.hash('correct horse battery')
    const parts = stored.split('$')
    assert.equal(parts.length, 6)
    // cost 10 is seven halvings below the 19 MiB of cost 17
    assert.deepEqual(parts.slice(0, 4), ['argon2id', '152', '2', '1'])
    assert.ok(!stored.includes('correct horse battery'))
  })

  it("uses OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane) at the production cost", () => {
    const production = createPasswordHasher(DEFAULT_HASH_COST)
    assert.equal(production.needsRehash('argon2id$19456$2$1$c2FsdHNhbHQ$aGFzaGhhc2g'), false)
    assert.equal(production.needsRehash('argon2id$152$2$1$c2FsdHNhbHQ$aGFzaGhhc2g'), true)
  })

  it('still verifies the former scrypt hashes and asks for them to be replaced', async () => {
    const legacy = await createPasswordHasher(10, 'scrypt').hash('from before the change')
    assert.deepEqual(legacy.split('$').slice(0, 4), ['scrypt', '1024', '8', '1'])
    assert.equal(await hasher.verify('from before the change', legacy), true)
    assert.equal(await hasher.verify('from before the change?', legacy), false)
    assert.equal(hasher.needsRehash(legacy), true)
    assert.equal(hasher.needsRehash(await hasher.hash('current')), false)
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
    assert.equal(parseStoredHash('argon2id$4$2$1$c2FsdHNhbHQ$aGFzaGhhc2g'), null)
    // a damaged string cannot make a login allocate beyond the highest cost
    assert.equal(parseStoredHash('scrypt$16777216$8$1$c2FsdA$aGFzaA'), null)
    assert.equal(parseStoredHash('argon2id$4194304$2$1$c2FsdHNhbHQ$aGFzaGhhc2g'), null)
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
