// Lint: TypeScript rules, React hooks, no import cycles, and the architecture of ARCHITECTURE.md
// (import zones, data access only in app/models, kebab-case names, small routes). Every rule below
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
const FEATURES = readdirSync(new URL("./app/features", import.meta.url));

// Zone globs are resolved against ROOT. Tests are exempt from the zones (they may reach anything).
const CODE = "!(*.test).{ts,tsx}";
/** Modules the browser may load: route modules aside, everything in these folders but *.server.ts. */
const CLIENT_REACHABLE = `app/{components,features,lib,schemas,content}/**/!(*.server|*.test).{ts,tsx}`;
/** Shared building blocks below the features. */
const SHARED = `app/{components,lib,schemas,content}/**/${CODE}`;

/** Zones for every import, type-only ones included. */
const ZONES = [
  {
    target: [SHARED],
    from: "app/features/**",
    message: "Features build on components and lib, not the other way round.",
  },
  {
    target: ["app/{components,features,lib,schemas,content,models,server}/**"],
    from: "app/routes/**",
    message: "Routes import shared code, not the other way round.",
  },
  {
    target: [`app/{lib,schemas,content}/**/${CODE}`],
    from: "app/components/**",
    message: "Pure code has no UI.",
  },
  ...FEATURES.map((feature) => ({
    target: [`app/features/${feature}/**`],
    from: `app/features/!(${feature})/**`,
    message: "Features do not import each other.",
  })),
  {
    target: [SHARED, "app/features/**"],
    from: ["app/server/**", "server/**"],
    message: "Server code (the HTTP app, API, middleware, worker) is not a building block.",
  },
  {
    target: ["app/**"],
    from: "server/**",
    message: "server/ is the thin Node entry that loads the build; app/ does not import it.",
  },
  { target: ["app/**"], from: "tests/**", message: "Application code does not import tests." },
  {
    target: [`app/!(models)/**/${CODE}`, "app/*.{ts,tsx}", "server/**/!(*.test).ts"],
    from: "db/**",
    message: "Only app/models talks to the database: call a model function.",
  },
];

/** Zones for value imports only: `import type` may cross (it is erased from every bundle). */
const VALUE_ZONES = [
  {
    target: [CLIENT_REACHABLE],
    from: "app/{models/**,**/*.server.{ts,tsx}}",
    message: "Server-only module: a module the browser may load imports it with `import type` only.",
  },
  {
    target: ["server/**"],
    from: "!(server|node_modules)/**",
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
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // The database driver and query builder, like db/, are for app/models only.
    files: ["app/**", "server/**"],
    ignores: ["app/models/**", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["kysely", "pg", "better-sqlite3"].map((name) => ({
            name,
            message: "Only app/models talks to the database: call a model function.",
          })),
          patterns: [
            { group: ["kysely/*"], message: "Only app/models talks to the database: call a model function." },
          ],
        },
      ],
    },
  },
  {
    // A route module is a thin adapter: a long one is asking for a component in features/ or components/.
    files: ["app/routes/**"],
    rules: { "max-lines": ["error", { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Route modules read their parameters from React Router (`params`, `pattern`, `url`), never from
    // the raw request: with v8_passThroughRequests a click in the app asks for `/mineria.data?_routes=…`
    // where the document was `/mineria` (docs/decisions/017-route-parameters.md).
    files: ["app/root.tsx", "app/routes/**", "app/features/**"],
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
