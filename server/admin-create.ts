// `npm run admin:create -- --email ana@empresa.pe --name "Ana Torres" [--role admin|ventas|servicio]`
// Creates a back-office account in the database the site uses (DATA_DIR or DATABASE_URL, .env read
// as at start). The password is read from standard input when it is piped in; otherwise a one-time
// password is generated and printed once (change it in "Mi cuenta" after signing in).
import { parseArgs } from "node:util";
import { loadEnvFile } from "./load-env-file";
import { refuseUnsupportedNode } from "./supported-node";

const USAGE =
  'Uso: npm run admin:create -- --email correo@empresa.pe --name "Nombre Apellido" [--role admin|ventas|servicio]\n' +
  "La contraseña se lee de la entrada estándar (echo … | npm run admin:create …); sin ella se genera una contraseña inicial.";

async function readStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
  return text.length > 0 ? text : undefined;
}

let values: { email?: string; name?: string; role?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" } },
  }));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
  process.exit(2);
}
if (!values.email || !values.name) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

refuseUnsupportedNode();
loadEnvFile();
process.env.LOG_LEVEL ??= "warn";
// The one application module a Node entry bundles (decision 068): the CLI runs alone in its process,
// so it takes the staff domain's account creation (and what that imports) instead of loading the
// whole server build, React and every page included, to write one row. Imported here, after the
// environment is read, as the server build would have been.
const { createStaffAccount } = await import("../app/domains/staff/server/create-staff-account.server");
const password = await readStdin();
const outcome = await createStaffAccount({
  email: values.email,
  name: values.name,
  role: values.role,
  password,
});
if (!outcome.ok) {
  process.stderr.write(`No se creó la cuenta: ${outcome.message}\n`);
  process.exit(1);
}
process.stdout.write(`Cuenta creada: ${outcome.email} (${outcome.role}).\n`);
if (outcome.generatedPassword) {
  process.stdout.write(
    `Contraseña inicial: ${outcome.generatedPassword}\nGuárdela ahora (no se vuelve a mostrar) y cámbiela en "Mi cuenta" al ingresar.\n`,
  );
}
