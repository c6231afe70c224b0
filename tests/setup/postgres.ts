// Starts a throwaway PostgreSQL cluster from the server binaries on this machine: initdb into a
// temporary folder (as the postgres user when running as root), a free port, stopped afterwards.
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TestPostgres {
  /** postgres://…/<database> for any database name. */
  urlFor(database: string): string;
  stop(): void;
}

function findBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => existsSync(join(root, name, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], "bin");
  }
  try {
    return execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(
      "PostgreSQL server binaries not found (initdb). Install them with `apt-get install -y postgresql` or set PG_BIN_DIR.",
    );
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function startPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres> {
  const bin = findBinDir();
  const dir = mkdtempSync(join(tmpdir(), "kordex-pg-"));
  const dataDir = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const file = join(bin, command);
    execFileSync(asRoot ? "runuser" : file, asRoot ? ["-u", "postgres", "--", file, ...args] : args, {
      stdio: ["ignore", "ignore", "pipe"],
    });
  };
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  run("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c max_connections=200",
    ...(options.durable ? [] : ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]),
  ];
  run("pg_ctl", [
    "-D",
    dataDir,
    "-o",
    settings.join(" "),
    "-l",
    join(dir, "postgres.log"),
    "-w",
    "-t",
    "60",
    "start",
  ]);
  let stopped = false;
  return {
    urlFor: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
