import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { TextField } from "~/platform/forms/field";
import { useFormKit } from "~/platform/forms/use-form-kit";
import { AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS } from "~/platform/data/audit-retention";
import type { CompanySettings, CompanySettingsSchema } from "~/platform/settings/company-settings-schema";
import constraints from "~/platform/settings/company-settings-schema?constraints";
import { ADMIN_BUTTON } from "~/platform/admin-kit/admin-ui";

type Fields = ReturnType<typeof useFormKit<typeof CompanySettingsSchema>>["fields"];

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-x-6 gap-y-1 border-t border-ink/10 pt-4 sm:grid-cols-2">
      <legend className="pr-2 text-base font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

function ContactGroup({ fields }: { fields: Fields }) {
  return (
    <Group title="Empresa y contacto">
      <div className="sm:col-span-2">
        <TextField meta={fields.legalName} label="Razón social" autoComplete="organization" />
      </div>
      <TextField
        meta={fields.phone}
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        description="Con +51, como se mostrará: +51 1 715 4200."
      />
      <TextField meta={fields.email} label="Correo de contacto" type="email" autoComplete="email" />
      <TextField
        meta={fields.whatsApp}
        label="WhatsApp"
        inputMode="numeric"
        description="Solo dígitos, con el 51 delante: 51987654321."
      />
      <div aria-hidden="true" className="hidden sm:block" />
      <div className="sm:col-span-2">
        <TextField meta={fields.street} label="Dirección" autoComplete="street-address" />
      </div>
      <TextField meta={fields.district} label="Distrito" />
      <TextField meta={fields.city} label="Ciudad" />
      <TextField meta={fields.region} label="Departamento" />
      <TextField
        meta={fields.postalCode}
        label="Código postal"
        inputMode="numeric"
        autoComplete="postal-code"
      />
    </Group>
  );
}

function InboxGroup({ fields }: { fields: Fields }) {
  return (
    <Group title="Bandejas y plazos">
      <TextField
        meta={fields.salesEmail}
        label="Bandeja de ventas"
        type="email"
        description="Recibe las cotizaciones, los contactos y el resumen diario."
      />
      <TextField
        meta={fields.serviceEmail}
        label="Bandeja de servicio técnico"
        type="email"
        description="Recibe las solicitudes de servicio técnico."
      />
      <TextField
        meta={fields.complaintsEmail}
        label="Bandeja del Libro de Reclamaciones"
        type="email"
        description="Recibe cada hoja de reclamación con su PDF; los consumidores le responden aquí."
      />
      <TextField
        meta={fields.privacyEmail}
        label="Bandeja de datos personales"
        type="email"
        description="Recibe las solicitudes de derechos ARCO; los titulares le responden aquí."
      />
      <TextField
        meta={fields.officeHours}
        label="Horario de atención"
        description="De lunes a viernes, hora de Lima: 09:00-18:00."
      />
      <TextField
        meta={fields.overdueHours as unknown as Fields["officeHours"]}
        label="Plazo de primera respuesta (horas hábiles)"
        inputMode="numeric"
        description="Pasado este plazo sin respuesta, la solicitud figura como atrasada (1 a 200)."
      />
      <div className="sm:col-span-2">
        <TextField
          meta={fields.responsePromise}
          label="Plazo prometido al cliente"
          description="Completa la frase de la página de confirmación: «Un asesor le responderá …»."
        />
      </div>
    </Group>
  );
}

function AuditGroup({ fields }: { fields: Fields }) {
  return (
    <Group title="Registro de auditoría: conservación">
      <TextField
        meta={fields.auditRetentionDays as unknown as Fields["officeHours"]}
        label="Conservación del registro de auditoría (días)"
        inputMode="numeric"
        description={`Las filas más antiguas se eliminan cada día (de ${AUDIT_RETENTION_MIN_DAYS} a ${AUDIT_RETENTION_MAX_DAYS} días; 730 son dos años).`}
      />
    </Group>
  );
}

/** The company data, checked in the browser with the shared schema and again by the action. */
export function SettingsForm({
  settings,
  lastResult,
}: {
  settings: CompanySettings;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const { form, fields, formProps } = useFormKit<typeof CompanySettingsSchema>({
    id: "company-settings",
    schema: () =>
      import("~/platform/settings/company-settings-schema").then((module) => module.CompanySettingsSchema),
    constraint: constraints.CompanySettingsSchema,
    lastResult,
    defaultValue: {
      ...settings,
      overdueHours: String(settings.overdueHours),
      auditRetentionDays: String(settings.auditRetentionDays),
    },
  });
  return (
    <Form method="post" {...formProps} className="space-y-6">
      <ContactGroup fields={fields} />
      <InboxGroup fields={fields} />
      <AuditGroup fields={fields} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={ADMIN_BUTTON} disabled={navigation.state === "submitting"}>
          Guardar cambios
        </button>
        {form.errors && (
          <p id={form.errorId} role="alert" className="text-sm font-semibold text-brand">
            {form.errors[0]}
          </p>
        )}
      </div>
    </Form>
  );
}
