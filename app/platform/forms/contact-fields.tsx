import { type FieldMeta, TextField } from "./field";

/** The five fields every lead form asks for: name, e-mail, phone (optional), company and RUC. */
export function ContactFields({
  fields,
}: {
  fields: { name: FieldMeta; email: FieldMeta; phone: FieldMeta; company: FieldMeta; rucPeru: FieldMeta };
}) {
  return (
    <>
      <TextField meta={fields.name} label="Nombre" autoComplete="name" />
      <TextField meta={fields.email} label="Correo" type="email" autoComplete="email" inputMode="email" />
      <TextField
        meta={fields.phone}
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        optional
      />
      <TextField meta={fields.company} label="Empresa" autoComplete="organization" />
      <TextField meta={fields.rucPeru} label="RUC" inputMode="numeric" />
    </>
  );
}
