import { ActionButton, FactsTable, Notice, Paragraph } from "~/platform/mail/email-blocks.server";
import { EmailLayout, type EmailSite } from "~/platform/mail/email-layout.server";

/** What both passkey notices show: whose account, which passkey, when and the page that lists them. */
interface PasskeyNoticeProps {
  site: EmailSite;
  name: string;
  passkeyName: string;
  /** Lima time, as formatLimaDateTime writes it. */
  at: string;
  /** The address that asked, as the server saw it (omitted when unknown). */
  ip?: string;
  /** Absolute link to Mi cuenta. */
  accountLink: string;
}

const footnote = (site: EmailSite) =>
  `Recibe este correo porque tiene una cuenta en la intranet de ${new URL(site.url).host}. Le avisamos de cada llave nueva y de las que quite un administrador.`;

/** A passkey was added to the account: the owner checks it was them (a stolen session could do it). */
export function PasskeyAddedEmail(props: PasskeyNoticeProps) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Se agregó la llave de acceso «${props.passkeyName}» a su cuenta el ${props.at}.`}
      eyebrow="Intranet · Seguridad"
      title="Se agregó una llave de acceso a su cuenta"
      footnote={footnote(site)}
    >
      <Paragraph>Hola, {props.name}:</Paragraph>
      <Paragraph>
        Se agregó una llave de acceso a su cuenta de la intranet. Con ella se puede ingresar sin escribir la
        contraseña.
      </Paragraph>
      <FactsTable
        facts={[
          { label: "Llave de acceso", value: props.passkeyName },
          { label: "Fecha y hora (Lima)", value: props.at },
          ...(props.ip ? [{ label: "Desde la dirección", value: props.ip }] : []),
        ]}
      />
      <Notice title="¿No fue usted?">
        <Paragraph>
          Abra «Mi cuenta», quite esa llave de acceso y cambie su contraseña con la casilla «Quitar también
          mis llaves de acceso» marcada. Avise también a quien administra la intranet.
        </Paragraph>
      </Notice>
      <ActionButton href={props.accountLink}>Abrir Mi cuenta</ActionButton>
    </EmailLayout>
  );
}

/** An administrator removed one of the account's passkeys: the owner learns it no longer signs in. */
export function PasskeyRemovedEmail(
  props: PasskeyNoticeProps & { removedBy: string; /** Passkeys the account still has. */ remaining: number },
) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={`${props.removedBy} quitó la llave de acceso «${props.passkeyName}» de su cuenta.`}
      eyebrow="Intranet · Seguridad"
      title="Se quitó una llave de acceso de su cuenta"
      footnote={footnote(site)}
    >
      <Paragraph>Hola, {props.name}:</Paragraph>
      <Paragraph>
        {`${props.removedBy} quitó una llave de acceso de su cuenta de la intranet. Esa llave ya no sirve para ingresar; ${
          props.remaining > 0
            ? "su contraseña y sus otras llaves siguen sirviendo."
            : "su contraseña sigue sirviendo."
        }`}
      </Paragraph>
      <FactsTable
        facts={[
          { label: "Llave de acceso", value: props.passkeyName },
          { label: "Fecha y hora (Lima)", value: props.at },
          { label: "Quitada por", value: props.removedBy },
        ]}
      />
      <Paragraph>Si quiere volver a usarla, regístrela de nuevo en «Mi cuenta».</Paragraph>
      <ActionButton href={props.accountLink}>Abrir Mi cuenta</ActionButton>
    </EmailLayout>
  );
}
