import { Form } from "react-router";
import { ROLE_LABELS, type StaffRole } from "~/platform/admin-kit/staff-roles";
import { ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";

export interface PendingInvitation {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  inviterName: string | null;
  expiresAt: string;
}

const EXPIRES = new Intl.DateTimeFormat("es-PE", {
  timeZone: "America/Lima",
  dateStyle: "medium",
  timeStyle: "short",
});

/**
 * Invitations sent and not yet used, each with who sent it, when its link ends and "Retirar" (the
 * link stops working at once and answers like an expired one; decision 058).
 */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="pending-invitations-title" className="mt-5">
      <h3 id="pending-invitations-title" className="text-sm font-bold text-ink">
        Invitaciones pendientes
      </h3>
      <p className="mt-1 text-sm text-steel">
        Una invitación nueva al mismo correo reemplaza a la anterior. Si la cuenta que invitó se desactiva o
        deja el rol de administración, sus invitaciones pendientes se retiran.
      </p>
      <ul className="mt-2 divide-y divide-ink/10 text-sm">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <div>
              <p>
                <span className="font-semibold">{invitation.name}</span> · {invitation.email}
              </p>
              <p className="text-steel">
                {ROLE_LABELS[invitation.role]} · invitó {invitation.inviterName ?? "una cuenta ya eliminada"}{" "}
                · vence el {EXPIRES.format(new Date(invitation.expiresAt))}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="withdraw" />
              <input type="hidden" name="invitation" value={invitation.id} />
              <button
                type="submit"
                className={ADMIN_SECONDARY_BUTTON}
                aria-label={`Retirar la invitación de ${invitation.email}`}
              >
                Retirar
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
