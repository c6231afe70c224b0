// Lint: TypeScript rules, React hooks, no import cycles, and the architecture of docs/architecture.md
// (import zones of docs/architecture.md, data access only in the domains' server code and platform/data,
// relative specifiers inside a room and `~/` across rooms, kebab-case names, small routes). Every rule below
// has a fixture that must fail in tests/lint/architecture-rules.test.ts.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import architecture from "./eslint-rules/index.js";

const ROOT = fileURLToPath(new URL(".", import.meta.url));

// Zone globs are resolved against ROOT. Tests are exempt from the zones (they may reach anything).
const CODE = "!(*.test).{ts,tsx}";
/** Modules the browser may load: route modules aside, everything in these folders but *.server.ts. */
const CLIENT_REACHABLE = `app/{domains,platform}/**/!(*.server|*.test).{ts,tsx}`;
/** The parts of a domain that hold its server logic (docs/architecture.md). */
const DOMAIN_SERVER = "app/domains/*/{server,mail,documents,import}/**";
/** Where the database is read and written: each domain's server parts and the platform's data and mail outbox. */
const DATA_ACCESS = [DOMAIN_SERVER, "app/platform/{data,mail,media,settings}/**"];
const DATA_MESSAGE =
  "Only a domain's server code and platform/{data,mail,media,settings} talk to the database: call their functions.";

const DOMAINS = readdirSync(new URL("./app/domains", import.meta.url));

/** Zones for every import, type-only ones included. */
const ZONES = [
  // A domain reaches another only through the other's index.ts (any module) or index.server.ts.
  ...DOMAINS.flatMap((domain) =>
    DOMAINS.filter((other) => other !== domain).map((other) => ({
      target: [`app/domains/${domain}/**/${CODE}`],
      from: `app/domains/${other}`,
      except: ["./index.ts", "./index.server.ts"],
      message: "A domain imports another only through its index.ts or index.server.ts.",
    })),
  ),
  {
    target: [`app/platform/**/${CODE}`],
    from: "app/domains/**",
    message: "platform/ knows no domain: a domain builds on the platform, not the other way round.",
  },
  {
    target: [`${DOMAIN_SERVER.replace("/**", "")}/**/${CODE}`],
    from: "app/domains/*/{public,admin}/**",
    message: "A domain's server code imports nothing of its pages (public/, admin/).",
  },
  {
    target: [`app/domains/*/public/**/${CODE}`, `app/routes/!(admin)/**/${CODE}`],
    from: ["app/domains/*/admin/**", "app/platform/admin-kit/**", "app/routes/admin/**"],
    message: "Public code imports no back-office code.",
  },
  {
    target: [`app/{domains,platform,server}/**/${CODE}`],
    from: "app/routes/**",
    message: "Routes import domains and platform, not the other way round.",
  },
  {
    target: [`app/platform/{lib,content,seo,data,settings,submission,uploads}/**/${CODE}`],
    from: [
      "app/platform/{ui,layout,sections}/**",
      "app/platform/{forms,admin-kit}/**/*.tsx",
      "app/platform/{forms,admin-kit}/**/use-*.ts",
    ],
    message: "Pure code has no UI.",
  },
  {
    target: [`app/{domains,platform}/**/${CODE}`],
    from: ["app/server/**", "server/**"],
    message: "Server code (the HTTP app, API, middleware) is not a building block.",
  },
  {
    target: ["app/**"],
    from: "server/**",
    message: "server/ is the thin Node entry that loads the build; app/ does not import it.",
  },
  { target: ["app/**"], from: "tests/**", message: "Application code does not import tests." },
  {
    target: [
      `app/!(domains|platform)/**/${CODE}`,
      `app/domains/*/!(server|mail|documents|import)/**/${CODE}`,
      `app/domains/*/${CODE}`,
      `app/platform/!(data|mail|media|settings)/**/${CODE}`,
      "app/*.{ts,tsx}",
      "server/**/!(*.test).ts",
    ],
    from: "db/**",
    message: DATA_MESSAGE,
  },
];

/** Zones for value imports only: `import type` may cross (it is erased from every bundle). */
const VALUE_ZONES = [
  {
    target: [CLIENT_REACHABLE],
    from: "app/**/*.server.{ts,tsx}",
    message: "Server-only module: a module the browser may load imports it with `import type` only.",
  },
  {
    target: ["server/**"],
    from: "!(server|node_modules)/**",
    // The account CLI runs alone in its process and bundles the one module it runs (decision 068).
    except: ["**/app/domains/staff/server/create-staff-account.server.ts"],
    message: "server/ is the thin Node entry: take application modules from the server build (types only).",
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks, architecture },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-cycle": "error",
      "import-x/no-duplicates": ["error", { considerQueryString: true }],
      "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: ZONES }],
      "architecture/no-restricted-value-paths": ["error", { basePath: ROOT, zones: VALUE_ZONES }],
      "architecture/file-name-case": ["error", { root: ROOT }],
      "architecture/room-specifiers": ["error", { root: ROOT }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // The database driver and query builder, like db/, are for the data-access folders only.
    files: ["app/**", "server/**"],
    ignores: [...DATA_ACCESS, "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["kysely", "pg", "better-sqlite3"].map((name) => ({
            name,
            message: DATA_MESSAGE,
          })),
          patterns: [{ group: ["kysely/*"], message: DATA_MESSAGE }],
        },
      ],
    },
  },
  {
    // A route module is a thin adapter: a long one is asking for a component in its domain or the platform.
    files: ["app/routes/**"],
    rules: { "max-lines": ["error", { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Route modules read their parameters from React Router (`params`, `pattern`, `url`), never from
    // the raw request: with v8_passThroughRequests a click in the app asks for `/mineria.data?_routes=…`
    // where the document was `/mineria` (docs/decisions/017-route-parameters.md).
    files: ["app/root.tsx", "app/routes/**", "app/domains/*/{public,admin}/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='request'][property.name='url']",
          message:
            "request.url carries the `.data` suffix and `_routes` of a client navigation: use the loader's `url`, `pattern` or `params`.",
        },
      ],
    },
  },
  {
    // Kysely's migration guide types migrations as Kysely<any>: a migration runs against the schema
    // of its own time, not today's `Database` interface, so it must not be typed by it.
    files: ["db/migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Command-line scripts report on the console.
    files: ["scripts/**"],
    rules: { "no-console": "off" },
  },
);
