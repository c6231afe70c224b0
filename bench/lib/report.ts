// Plain-text output shared by the benchmarks: an aligned table, and the command that made the figures.
import { cpus, loadavg, totalmem } from "node:os";

/** Prints rows as a Markdown table (aligned, so it reads in a terminal and pastes into RESULTS.md). */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  process.stdout.write(
    [line(header), `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`, ...rows.map(line)].join(
      "\n",
    ) + "\n",
  );
}

export function say(text = ""): void {
  process.stdout.write(`${text}\n`);
}

/** The command line as the user typed it (npm run …) and the machine, printed above every result. */
export function printHeader(title: string, script: string): void {
  const args = process.argv.slice(2);
  say(`# ${title}`);
  say();
  say(`Command: npm run ${script}${args.length > 0 ? ` -- ${args.join(" ")}` : ""}`);
  say(`Date: ${new Date().toISOString()}`);
  say(
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );
  say();
}

export function verdict(ok: boolean): string {
  return ok ? "PASS" : "FAIL";
}
