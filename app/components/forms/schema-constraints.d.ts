// `import constraints from "~/schemas/<module>?constraints"` (scripts/form-constraints-plugin.ts): the HTML
// constraints Conform derives from each zod object schema the module exports, by export name, worked
// out at build time so that a form renders them without loading zod. One declaration per schema module.

declare module "~/schemas/lead?constraints" {
  import type { useForm } from "@conform-to/react";
  import type { ZodObject } from "zod";
  import type * as schemas from "~/schemas/lead";

  const constraints: {
    readonly [
      Name in keyof typeof schemas as (typeof schemas)[Name] extends ZodObject ? Name : never
    ]: NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
  };
  export default constraints;
}

declare module "~/schemas/complaint?constraints" {
  import type { useForm } from "@conform-to/react";
  import type { ZodObject } from "zod";
  import type * as schemas from "~/schemas/complaint";

  const constraints: {
    readonly [
      Name in keyof typeof schemas as (typeof schemas)[Name] extends ZodObject ? Name : never
    ]: NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
  };
  export default constraints;
}

declare module "~/schemas/data-request?constraints" {
  import type { useForm } from "@conform-to/react";
  import type { ZodObject } from "zod";
  import type * as schemas from "~/schemas/data-request";

  const constraints: {
    readonly [
      Name in keyof typeof schemas as (typeof schemas)[Name] extends ZodObject ? Name : never
    ]: NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
  };
  export default constraints;
}

declare module "~/schemas/company-settings?constraints" {
  import type { useForm } from "@conform-to/react";
  import type { ZodObject } from "zod";
  import type * as schemas from "~/schemas/company-settings";

  const constraints: {
    readonly [
      Name in keyof typeof schemas as (typeof schemas)[Name] extends ZodObject ? Name : never
    ]: NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
  };
  export default constraints;
}
