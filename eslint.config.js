// Lint: TypeScript rules, React hooks, no import cycles, and the import boundaries of STYLE.md.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Type-only imports are erased from the bundle, so they may cross the line.
const SERVER_SIDE = [
  {
    group: ["~/models/*", "**/models/*"],
    allowTypeImports: true,
    message: "Data access belongs to loaders, actions and the API.",
  },
  { group: ["**/*.server", "**/*.server.*"], allowTypeImports: true, message: "Server-only module." },
  { group: ["**/server/*", "**/db/*"], allowTypeImports: true, message: "Server-side code." },
];
const UPWARD = [
  { group: ["~/routes/*", "**/routes/*"], message: "Routes import shared code, not the other way round." },
  {
    group: ["~/features/*", "**/features/*"],
    message: "Features build on components, not the other way round.",
  },
];
const FEATURES = readdirSync(new URL("./app/features", import.meta.url));
const otherFeatures = (own) =>
  FEATURES.filter((name) => name !== own).map((name) => ({
    group: [`~/features/${name}/*`, `**/features/${name}/*`],
    message: "Features do not import each other.",
  }));

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-cycle": "error",
      "import-x/no-duplicates": ["error", { considerQueryString: true }],
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["app/schemas/**", "app/lib/**", "app/content/**"],
    ignores: ["**/*.server.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...SERVER_SIDE,
            ...UPWARD,
            { group: ["~/components/*"], message: "Pure code has no UI." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [...SERVER_SIDE, ...UPWARD] }] },
  },
  ...FEATURES.map((feature) => ({
    files: [`app/features/${feature}/**`],
    ignores: ["**/*.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...SERVER_SIDE,
            { group: ["~/routes/*"], message: "Routes import features, not the other way round." },
            ...otherFeatures(feature),
          ],
        },
      ],
    },
  })),
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
    // Command-line scripts report on the console.
    files: ["scripts/**"],
    rules: { "no-console": "off" },
  },
  {
    // The thin Node entry (esbuild bundle) imports only itself and packages; application code comes
    // from the React Router server build at run time (types may cross), so there is one module graph.
    files: ["server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "../*"],
              allowTypeImports: true,
              message:
                "server/ is the thin Node entry: take application modules from the server build (types only).",
            },
          ],
        },
      ],
    },
  },
);
