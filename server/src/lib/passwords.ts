import { hash, verify } from '@node-rs/argon2'

// argon2id (the library's default algorithm) at the OWASP minimum (19 MiB, t=2, p=1): about 20 ms here,
// computed off the main thread.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string): Promise<string> => hash(password.normalize('NFKC'), OPTIONS)

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password.normalize('NFKC'))
  } catch {
    return false
  }
}

// Verifying against this for unknown users makes "no such user" take as long as "wrong password".
let dummyHash: Promise<string> | undefined
export const getDummyHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password-0000'))
