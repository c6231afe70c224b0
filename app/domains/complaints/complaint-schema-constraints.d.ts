// `import constraints from "~/domains/complaints/complaint-schema?constraints"`: the HTML constraints of each zod object schema the module exports,
// by export name, worked out at build time by scripts/form-constraints-plugin.ts (no zod in the page).
declare module "~/domains/complaints/complaint-schema?constraints" {
  import type { useForm } from "@conform-to/react";
  import type { ZodObject } from "zod";
  import type * as schemas from "~/domains/complaints/complaint-schema";

  const constraints: {
    readonly [
      Name in keyof typeof schemas as (typeof schemas)[Name] extends ZodObject ? Name : never
    ]: NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
  };
  export default constraints;
}
