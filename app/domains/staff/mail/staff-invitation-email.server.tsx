import { ActionButton, Paragraph } from "~/platform/mail/email-blocks.server";
import { EmailLayout, type EmailSite } from "~/platform/mail/email-layout.server";

/** The one-time link that lets a colleague choose a password and enter the back office (decision 044). */
export function StaffInvitationEmail(props: {
  site: EmailSite;
  name: string;
  invitedBy: string;
  roleLabel: string;
  link: string;
  expiresAt: string;
}) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={`${props.invitedBy} le invita a la intranet. El enlace vale hasta el ${props.expiresAt}.`}
      eyebrow="Intranet"
      title="Le invitamos a la intranet"
      footnote={`Recibe este correo porque ${props.invitedBy} le invitó a la intranet de ${new URL(site.url).host}. Si no lo esperaba, ignórelo: sin abrir el enlace no se crea ninguna cuenta.`}
    >
      <Paragraph>Hola, {props.name}:</Paragraph>
      <Paragraph>
        {props.invitedBy} le dio acceso a la intranet de {site.company.legalName} con el rol «
        {props.roleLabel}». Para entrar, abra el enlace y elija su contraseña.
      </Paragraph>
      <ActionButton href={props.link}>Elegir mi contraseña</ActionButton>
      <Paragraph>
        El enlace sirve una sola vez y vence el {props.expiresAt} (hora de Lima). Si vence, pida otra
        invitación a quien le invitó.
      </Paragraph>
    </EmailLayout>
  );
}
