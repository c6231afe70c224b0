import { ActionButton, FactsTable, Paragraph } from "~/platform/mail/email-blocks.server";
import { EmailLayout, type EmailSite } from "~/platform/mail/email-layout.server";

/**
 * To a staff member whose account saw many failed sign-ins in one window (decision 059): how many,
 * since when, from how many addresses, and what to do. Sent once per window.
 */
export function SignInAlertEmail(props: {
  site: EmailSite;
  name: string;
  failures: number;
  since: string;
  windowMinutes: number;
  accountLink: string;
}) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Hubo ${props.failures} intentos fallidos de ingresar a su cuenta desde el ${props.since}.`}
      eyebrow="Intranet"
      title="Intentos fallidos de ingresar a su cuenta"
      footnote={`Recibe este correo porque tiene una cuenta en la intranet de ${new URL(site.url).host}. Le escribimos como máximo una vez cada ${props.windowMinutes} minutos.`}
    >
      <Paragraph>Hola, {props.name}:</Paragraph>
      <Paragraph>
        Alguien escribió una contraseña incorrecta para su cuenta varias veces en poco tiempo. Su cuenta sigue
        activa: usted puede ingresar con normalidad, y las direcciones que insisten deben esperar.
      </Paragraph>
      <FactsTable
        facts={[
          { label: "Intentos fallidos", value: String(props.failures) },
          { label: "Desde", value: `${props.since} (hora de Lima)` },
        ]}
      />
      <Paragraph>
        Si fue usted, no necesita hacer nada. Si no fue usted, revise sus sesiones abiertas en «Mi cuenta» y,
        si su contraseña es antigua o la usa en otro sitio, cámbiela allí.
      </Paragraph>
      <ActionButton href={props.accountLink}>Abrir Mi cuenta</ActionButton>
    </EmailLayout>
  );
}
