// Staff passwords are stored as argon2id hashes (PHC strings) with OWASP's minimum: 19 MiB of memory,
// 2 passes, 1 lane. The work runs on libuv's thread pool, not the event loop.
import { hash, verify } from "@node-rs/argon2";

// 2 = Argon2id (the package exports it as a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account to check, so the answer's timing
 * does not tell whether an e-mail belongs to a staff member.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword("una contraseña que no pertenece a ninguna cuenta");
  await verifyPassword(await dummy, password);
  return false;
}
