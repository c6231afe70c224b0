import { Form } from "react-router";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import { userAgentLabel } from "./user-agent-label";

export interface SessionRow {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
}

/** The staff member's open sessions, each with a button that ends it. */
export function SessionList({ sessions }: { sessions: SessionRow[] }) {
  return (
    <ul className="divide-y divide-ink/10">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold">
              {userAgentLabel(session.userAgent)}
              {session.current && (
                <span className="ml-2 rounded-sm bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">
                  Esta sesión
                </span>
              )}
            </p>
            <p className="text-sm text-steel">
              Inicio: {formatLimaDateTime(session.createdAt)} · Última actividad:{" "}
              {formatLimaDateTime(session.lastSeenAt)}
              {session.ip ? ` · Dirección ${session.ip}` : ""}
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="end-session" />
            <input type="hidden" name="session" value={session.id} />
            <button type="submit" className={ADMIN_SECONDARY_BUTTON}>
              {session.current ? "Cerrar esta sesión" : "Cerrar esa sesión"}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
