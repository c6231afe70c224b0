// import-x/no-restricted-paths for value imports only: `import type` and `export type` are erased
// from every bundle, so a browser module may name a server module's types. (Under
// verbatimModuleSyntax, `import { type A } from "x"` still loads "x", so only the `import type`
// form passes.)
import { importX } from "eslint-plugin-import-x";

const base = importX.rules["no-restricted-paths"];

/** True when the reported import source belongs to an `import type` / `export type` statement. */
function isTypeOnly(source) {
  const statement = source?.parent;
  if (!statement) return false;
  if (statement.type === "ImportDeclaration") return statement.importKind === "type";
  if (statement.type === "ExportNamedDeclaration" || statement.type === "ExportAllDeclaration") {
    return statement.exportKind === "type";
  }
  return false;
}

export default {
  meta: {
    ...base.meta,
    docs: { description: "Like import-x/no-restricted-paths, but type-only imports may cross a zone." },
  },
  defaultOptions: base.defaultOptions,
  create(context) {
    const report = (descriptor) => {
      if (!isTypeOnly(descriptor.node)) context.report(descriptor);
    };
    // ESLint freezes the context, so the rule gets a stand-in that forwards all but `report`.
    const filtered = new Proxy(
      {},
      {
        get(_, property) {
          if (property === "report") return report;
          const value = Reflect.get(context, property, context);
          return typeof value === "function" ? value.bind(context) : value;
        },
      },
    );
    return base.create(filtered);
  },
};
