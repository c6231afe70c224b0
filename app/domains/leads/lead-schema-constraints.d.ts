// `import constraints from "~/domains/leads/lead-schema?constraints"`: the HTML constraints of each zod object schema the module exports,
// by export name, worked out at build time by scripts/form-constraints-plugin.ts (no zod in the page).
declare module "~/domains/leads/lead-schema?constraints" {
  import type { useForm } from "@conform-to/react";
  import type { ZodObject } from "zod";
  import type * as schemas from "~/domains/leads/lead-schema";

  const constraints: {
    readonly [
      Name in keyof typeof schemas as (typeof schemas)[Name] extends ZodObject ? Name : never
    ]: NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
  };
  export default constraints;
}
