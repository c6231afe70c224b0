// `npm run admin:create` as an administrator runs it (build/admin-create.js, decision 068): the account
// it writes signs in, and each refusal says why in Spanish with its exit code. On both engines: the
// CLI opens the database the site uses (DATA_DIR or DATABASE_URL).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "~/domains/staff/server/password-hash.server";
import { findStaffByEmail } from "~/domains/staff/server/staff-users.server";

const CLI = resolve("build/admin-create.js");
/** Not the project root: a developer's `.env` there must not reach the CLI. */
const CWD = join(tmpdir(), "kordex-test-cli");

function adminCreate(args: string[], input: string) {
  if (!existsSync(CLI))
    throw new Error("build/admin-create.js is missing: run `npm run build` before these tests");
  mkdirSync(CWD, { recursive: true });
  const run = spawnSync(process.execPath, [CLI, ...args], {
    cwd: CWD,
    input,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn" },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("npm run admin:create", () => {
  it("makes an account that signs in with the password given on standard input", async () => {
    const created = adminCreate(
      ["--email", "cli-ana@kordex.pe", "--name", "Ana Torres", "--role", "ventas"],
      "Zuncho-clave-larga-2026\n",
    );
    expect(created).toMatchObject({ code: 0, stderr: "" });
    expect(created.stdout).toBe("Cuenta creada: cli-ana@kordex.pe (ventas).\n");
    const stored = await findStaffByEmail("cli-ana@kordex.pe");
    expect(stored?.user).toMatchObject({ email: "cli-ana@kordex.pe", name: "Ana Torres", role: "ventas" });
    expect(await verifyPassword(stored!.passwordHash, "Zuncho-clave-larga-2026")).toBe(true);
  });

  it("prints a one-time password once when none is piped in", () => {
    const created = adminCreate(["--email", "cli-luis@kordex.pe", "--name", "Luis Rojas"], "");
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Cuenta creada: cli-luis@kordex\.pe \(admin\)\.\nContraseña inicial: [\w-]{20}\nGuárdela ahora/,
    );
  });

  it("refuses an address already taken, a role that is not one, and missing arguments, saying why", () => {
    adminCreate(["--email", "cli-rosa@kordex.pe", "--name", "Rosa Quispe"], "Zuncho-clave-larga-2026\n");
    const taken = adminCreate(
      ["--email", "cli-rosa@kordex.pe", "--name", "Otra"],
      "Zuncho-clave-larga-2026\n",
    );
    expect(taken).toMatchObject({
      code: 1,
      stderr: "No se creó la cuenta: Ya existe una cuenta con el correo cli-rosa@kordex.pe.\n",
    });
    const role = adminCreate(["--email", "cli-x@kordex.pe", "--name", "X", "--role", "jefe"], "");
    expect(role).toMatchObject({
      code: 1,
      stderr: "No se creó la cuenta: El rol debe ser uno de: admin, ventas, servicio.\n",
    });
    const missing = adminCreate(["--name", "Sin correo"], "");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^Uso: npm run admin:create -- --email correo@empresa\.pe/);
  });
});
