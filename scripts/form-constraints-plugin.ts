// Build-time half of the form kit (app/platform/forms): `import constraints from "~/domains/x/y-schema?constraints"`
// gives, for every zod object schema that module exports, the HTML constraints (required, minLength,
// maxLength, pattern, ...) that Conform's getZodConstraint derives from it, as plain JSON. Forms render
// their constraints from the schema without shipping zod in the page; zod loads with the validation.
import { getZodConstraint } from "@conform-to/zod/v4";
import { type Plugin, runnerImport } from "vite";
import type { z } from "zod";

const QUERY = "?constraints";

const isObjectSchema = (value: unknown): value is z.ZodObject =>
  typeof value === "object" &&
  value !== null &&
  "_zod" in value &&
  (value as z.ZodType)._zod.def.type === "object";

export function formConstraints(): Plugin {
  return {
    name: "form-constraints",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const schemas = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return schemas ? schemas.id + QUERY : null;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(file, {
        resolve: { tsconfigPaths: true },
        logLevel: "error",
      });
      for (const dependency of [file, ...dependencies]) this.addWatchFile(dependency);
      const constraints = Object.fromEntries(
        Object.entries(module)
          .filter(([, value]) => isObjectSchema(value))
          .map(([name, schema]) => [name, getZodConstraint(schema as z.ZodObject)]),
      );
      return `export default ${JSON.stringify(constraints)};`;
    },
  };
}
