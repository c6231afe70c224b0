// Proves that every architecture rule of eslint.config.js fires: each case lints a small snippet as
// if it were a file at that place in the real tree (so the resolver and the zones apply) and expects
// exactly the named rule to report, with its message. A few snippets that must pass guard against
// zones drawn too wide.
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

let eslint: ESLint;
// The first lint loads the config, the plugins and the TypeScript resolver (seconds on a busy
// machine): done here, so that no case pays it against its own timeout.
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: `${ROOT}eslint.config.js` });
  await eslint.lintText("export const warm = true;\n", { filePath: `${ROOT}app/platform/lib/fixture.ts` });
}, 60_000);

/** The rule id and message of every problem ESLint reports for `code` as the file at `path`. */
async function lint(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const ZONE = "import-x/no-restricted-paths";
const VALUE_ZONE = "architecture/no-restricted-value-paths";

interface Failing {
  name: string;
  path: string;
  code: string;
  ruleId: string;
  message: string;
}

const FAILING: Failing[] = [
  // Data access: only the domains' server code and platform/data import db/ or the database packages.
  {
    name: "a route imports the database connection",
    path: "app/routes/site/fixture.tsx",
    code: `import { openDatabase } from "../../../db/connection.server";\nexport const open = openDatabase;\n`,
    ruleId: ZONE,
    message:
      "Only a domain's server code and platform/{data,mail,media,settings} talk to the database: call their functions.",
  },
  {
    name: "an API file imports db/ (types too)",
    path: "app/server/api/fixture.ts",
    code: `import type { Database } from "../../../db/schema";\nexport type Tables = keyof Database;\n`,
    ruleId: ZONE,
    message:
      "Only a domain's server code and platform/{data,mail,media,settings} talk to the database: call their functions.",
  },
  {
    name: "service start-up imports kysely",
    path: "app/server/fixture.server.ts",
    code: `import { sql } from "kysely";\nexport const now = sql\`now()\`;\n`,
    ruleId: "no-restricted-imports",
    message:
      "Only a domain's server code and platform/{data,mail,media,settings} talk to the database: call their functions.",
  },
  // Zones for every import.
  {
    name: "a domain's page imports the database connection",
    path: "app/domains/leads/public/fixture.tsx",
    code: `import { openDatabase } from "../../../../db/connection.server";\nexport const open = openDatabase;\n`,
    ruleId: ZONE,
    message:
      "Only a domain's server code and platform/{data,mail,media,settings} talk to the database: call their functions.",
  },
  {
    name: "a domain imports another domain's inner module",
    path: "app/domains/leads/server/fixture.server.ts",
    code: `import { quantityWithUnit } from "~/domains/catalogue/sale-unit";\nexport const say = quantityWithUnit;\n`,
    ruleId: ZONE,
    message: "A domain imports another only through its index.ts or index.server.ts.",
  },
  {
    name: "the platform imports a domain",
    path: "app/platform/ui/fixture.tsx",
    code: `import { IndustriesBlock } from "~/domains/site/public/industries-block";\nexport const Block = IndustriesBlock;\n`,
    ruleId: ZONE,
    message: "platform/ knows no domain: a domain builds on the platform, not the other way round.",
  },
  {
    name: "the platform imports a domain's types",
    path: "app/platform/lib/fixture.ts",
    code: `import type { ProductSummary } from "~/domains/catalogue/server/catalog.server";\nexport type Card = ProductSummary;\n`,
    ruleId: ZONE,
    message: "platform/ knows no domain: a domain builds on the platform, not the other way round.",
  },
  {
    name: "a domain's server code imports its own page code",
    path: "app/domains/leads/server/fixture.server.ts",
    code: `import { QuoteList } from "../public/quote-list";\nexport const List = QuoteList;\n`,
    ruleId: ZONE,
    message: "A domain's server code imports nothing of its pages (public/, admin/).",
  },
  {
    name: "a domain's mail imports back-office code",
    path: "app/domains/leads/mail/fixture.server.ts",
    code: `import { LeadTable } from "../admin/lead-table";\nexport const Table = LeadTable;\n`,
    ruleId: ZONE,
    message: "A domain's server code imports nothing of its pages (public/, admin/).",
  },
  {
    name: "public code imports the back office's kit",
    path: "app/domains/catalogue/public/fixture.tsx",
    code: `import { AdminShell } from "~/platform/admin-kit/admin-shell";\nexport const Shell = AdminShell;\n`,
    ruleId: ZONE,
    message: "Public code imports no back-office code.",
  },
  {
    name: "a public route imports a domain's back-office code",
    path: "app/routes/site/fixture.tsx",
    code: `import { LeadTable } from "~/domains/leads/admin/lead-table";\nexport const Table = LeadTable;\n`,
    ruleId: ZONE,
    message: "Public code imports no back-office code.",
  },
  {
    name: "platform code imports a route",
    path: "app/platform/lib/fixture.ts",
    code: `import { loader } from "~/routes/site/home";\nexport const load = loader;\n`,
    ruleId: ZONE,
    message: "Routes import domains and platform, not the other way round.",
  },
  {
    name: "pure code imports a component",
    path: "app/platform/content/fixture.ts",
    code: `import { Spinner } from "~/platform/ui/spinner";\nexport const spinner = Spinner;\n`,
    ruleId: ZONE,
    message: "Pure code has no UI.",
  },
  {
    name: "a domain imports the HTTP app's code",
    path: "app/domains/site/public/fixture.ts",
    code: `import { publicUrl } from "~/server/public-origin";\nexport const url = publicUrl;\n`,
    ruleId: ZONE,
    message: "Server code (the HTTP app, API, middleware) is not a building block.",
  },
  {
    name: "app imports the Node entry",
    path: "app/server/fixture.ts",
    code: `import { trackHttpConnections } from "../../server/http-drain";\nexport const track = trackHttpConnections;\n`,
    ruleId: ZONE,
    message: "server/ is the thin Node entry that loads the build; app/ does not import it.",
  },
  {
    name: "app imports a test helper",
    path: "app/platform/lib/fixture.ts",
    code: `import { VALID_RUCS } from "../../../tests/factories";\nexport const rucs = VALID_RUCS;\n`,
    ruleId: ZONE,
    message: "Application code does not import tests.",
  },
  // Zones for value imports.
  {
    name: "a component imports a .server.ts module",
    path: "app/platform/ui/fixture.tsx",
    code: `import { getEnv } from "~/platform/lib/env.server";\nexport const env = getEnv;\n`,
    ruleId: VALUE_ZONE,
    message: "Server-only module: a module the browser may load imports it with `import type` only.",
  },
  {
    name: "a domain's browser module imports its server code",
    path: "app/domains/catalogue/public/fixture.tsx",
    code: `import { PRODUCTS_PAGE_SIZE } from "../server/catalog.server";\nexport const size = PRODUCTS_PAGE_SIZE;\n`,
    ruleId: VALUE_ZONE,
    message: "Server-only module: a module the browser may load imports it with `import type` only.",
  },
  {
    name: "the Node entry imports application code",
    path: "server/fixture.ts",
    code: `import { normalizeRuc } from "../app/platform/lib/ruc";\nexport const normalize = normalizeRuc;\n`,
    ruleId: VALUE_ZONE,
    message: "server/ is the thin Node entry: take application modules from the server build (types only).",
  },
  // One way to name a module: relative inside a room, `~/` across rooms.
  {
    name: "a domain names its own module with ~/",
    path: "app/domains/leads/server/fixture.server.ts",
    code: `import { leadPath } from "~/domains/leads/lead-paths";\nexport const path = leadPath;\n`,
    ruleId: "architecture/room-specifiers",
    message:
      'Inside one room (a domain, a platform folder, routes, server) import with a relative path, across rooms with "~/": write "../lead-paths".',
  },
  {
    name: "a domain names a platform module by a relative path",
    path: "app/domains/leads/public/fixture.ts",
    code: `import { cookieValue } from "../../../platform/lib/cookie-value";\nexport const read = cookieValue;\n`,
    ruleId: "architecture/room-specifiers",
    message:
      'Inside one room (a domain, a platform folder, routes, server) import with a relative path, across rooms with "~/": write "~/platform/lib/cookie-value".',
  },
  // Names, size, types.
  {
    name: "a file name that is not kebab-case",
    path: "app/platform/ui/FancyButton.tsx",
    code: `export const answer = 42;\n`,
    ruleId: "architecture/file-name-case",
    message:
      'Name "FancyButton.tsx" is not kebab-case (lower-case words joined by hyphens): rename it, e.g. "fancy-button.tsx".',
  },
  {
    name: "a folder name that is not kebab-case",
    path: "app/domains/quoteForm/fixture.ts",
    code: `export const answer = 42;\n`,
    ruleId: "architecture/file-name-case",
    message:
      'Name "quoteForm" is not kebab-case (lower-case words joined by hyphens): rename it, e.g. "quote-form".',
  },
  {
    name: "a route of 151 lines of code",
    path: "app/routes/site/fixture.tsx",
    code: Array.from({ length: 151 }, (_, index) => `export const line${index} = ${index};`).join(
      "\n\n// note\n",
    ),
    ruleId: "max-lines",
    message: "File has too many lines (151). Maximum allowed is 150.",
  },
  {
    name: "an explicit any",
    path: "app/platform/lib/fixture.ts",
    code: `export function parse(text: string): any {\n  return JSON.parse(text);\n}\n`,
    ruleId: "@typescript-eslint/no-explicit-any",
    message: "Unexpected any. Specify a different type.",
  },
];

const PASSING = [
  {
    name: "a domain's server code imports kysely and db/",
    path: "app/domains/leads/server/fixture.server.ts",
    code: `import { sql } from "kysely";\nimport type { Database } from "../../../../db/schema";\nexport const now = sql\`now()\`;\nexport type Tables = keyof Database;\n`,
  },
  {
    name: "a domain's browser module imports its server code's types",
    path: "app/domains/catalogue/public/fixture.tsx",
    code: `import type { ProductSummary } from "../server/catalog.server";\nexport type Card = ProductSummary;\n`,
  },
  {
    name: "a domain's .server.ts file imports server code and a server-only helper",
    path: "app/domains/catalogue/public/fixture.server.ts",
    code: `import { getEnv } from "~/platform/lib/env.server";\nimport { PRODUCTS_PAGE_SIZE } from "../server/catalog.server";\nexport const settings = () => [getEnv(), PRODUCTS_PAGE_SIZE];\n`,
  },
  {
    name: "a route of 150 lines of code and a route module importing models",
    path: "app/routes/site/fixture.tsx",
    code:
      `import { PRODUCTS_PAGE_SIZE } from "~/domains/catalogue/server/catalog.server";\nexport const size = PRODUCTS_PAGE_SIZE;\n` +
      Array.from({ length: 148 }, (_, index) => `export const line${index} = ${index};`).join("\n\n"),
  },
  {
    name: "a domain imports another through its index files",
    path: "app/domains/data-rights/server/fixture.server.ts",
    code: `import { quantityWithUnit } from "~/domains/catalogue";\nimport { anonymiseLeads } from "~/domains/leads/index.server";\nexport const use = [quantityWithUnit, anonymiseLeads];\n`,
  },
  {
    name: "the route config imports relatively (React Router's config loader knows no ~/)",
    path: "app/routes.ts",
    code: `import { ALIASES } from "./platform/lib/site-paths";\nexport const aliases = ALIASES;\n`,
  },
  {
    name: "a query import keeps the ~/ name its type declaration is written under, inside its own domain",
    path: "app/domains/leads/public/fixture.tsx",
    code: `import constraints from "~/domains/leads/lead-schema?constraints";\nexport const fields = constraints;\n`,
  },
  {
    name: "platform/data imports kysely and db/",
    path: "app/platform/data/fixture.server.ts",
    code: `import { sql } from "kysely";\nimport type { Database } from "../../../db/schema";\nexport const now = sql\`now()\`;\nexport type Tables = keyof Database;\n`,
  },
  {
    name: "the Node entry imports the account creation, the one module the account CLI bundles",
    path: "server/fixture.ts",
    code: `import { createStaffAccount } from "../app/domains/staff/server/create-staff-account.server";\nexport const create = createStaffAccount;\n`,
  },
  {
    name: "a migration typed Kysely<any> (Kysely's own advice)",
    path: "db/migrations/999-fixture.ts",
    code: `import type { Kysely } from "kysely";\nexport async function up(db: Kysely<any>): Promise<void> {\n  await db.schema.dropTable("x").execute();\n}\n`,
  },
];

describe("architecture lint rules", () => {
  it.each(FAILING)("refuses: $name", async ({ path, code, ruleId, message }) => {
    const problems = await lint(path, code);
    expect(problems.map((problem) => problem.ruleId)).toEqual([ruleId]);
    expect(problems[0]!.message).toContain(message);
  });

  it.each(PASSING)("accepts: $name", async ({ path, code }) => {
    expect(await lint(path, code)).toEqual([]);
  });
});
