// The passkeys of each account on Usuarios (administrators): the list with "Quitar", and "Cerrar sus
// sesiones", which says that passkeys outlive the sessions and offers to remove them as well.
import { useEffect, useRef } from "react";
import { Form, useActionData, useLocation } from "react-router";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { ADMIN_BUTTON, ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import type { PasskeyRow } from "./passkey-panel";

interface Account {
  id: number;
  name: string;
  passkeys: PasskeyRow[];
}

export const passkeyCountText = (count: number) =>
  count === 1 ? "1 llave de acceso" : `${count} llaves de acceso`;

/** The account's passkeys (name, registered, last use), each with "Quitar". */
export function UserPasskeys({ user }: { user: Account }) {
  if (user.passkeys.length === 0) return <p className="text-sm text-steel">Sin llaves de acceso.</p>;
  return (
    <div>
      <p className="text-sm text-steel">{passkeyCountText(user.passkeys.length)}:</p>
      <ul className="mt-1 space-y-1" aria-label={`Llaves de acceso de ${user.name}`}>
        {user.passkeys.map((passkey) => (
          <li key={passkey.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span>
              <strong>{passkey.name}</strong> · registrada {formatLimaDateTime(passkey.createdAt)} · último
              uso: {passkey.lastUsedAt ? formatLimaDateTime(passkey.lastUsedAt) : "nunca"}
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="remove-passkey" />
              <input type="hidden" name="user" value={user.id} />
              <input type="hidden" name="passkey" value={passkey.id} />
              <button
                type="submit"
                className={ADMIN_SECONDARY_BUTTON}
                aria-label={`Quitar la llave «${passkey.name}» de ${user.name}`}
              >
                Quitar
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A confirmation of the last rows opens upwards on wide screens, so it stays within the page. */
export const POP_UP = "sm:bottom-full sm:mt-0 sm:mb-2";

/** A confirmation disclosure that closes after any answer of the page or any navigation. */
export function useClosedAfterAction() {
  const details = useRef<HTMLDetailsElement>(null);
  const answer = useActionData();
  const location = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [answer, location.key]);
  return details;
}

/**
 * "Cerrar sus sesiones" asks first (a disclosure, so it works without JavaScript too) and says what
 * happens to the passkeys: they keep working unless the box to remove them is ticked.
 */
export function EndSessionsButton({ user, upwards = false }: { user: Account; upwards?: boolean }) {
  const count = user.passkeys.length;
  const boxId = `end-sessions-passkeys-${user.id}`;
  const details = useClosedAfterAction();
  return (
    <details ref={details} className="group relative">
      <summary
        className={`${ADMIN_SECONDARY_BUTTON} cursor-pointer list-none group-open:border-ink [&::-webkit-details-marker]:hidden`}
        aria-label={`Cerrar sus sesiones: ${user.name}`}
      >
        Cerrar sus sesiones
      </summary>
      <div
        className={`mt-2 max-w-xs rounded-sm border border-ink/20 bg-white p-3 text-sm shadow-md sm:absolute sm:right-0 sm:z-10 sm:w-80 ${upwards ? POP_UP : ""}`}
      >
        <p>
          ¿Cerrar las sesiones de <strong>{user.name}</strong>? Deberá ingresar de nuevo.{" "}
          {count > 0
            ? `Sus llaves de acceso (${count}) no se quitan: con ellas puede volver a ingresar, salvo que marque la casilla.`
            : "No tiene llaves de acceso."}
        </p>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="end-sessions" />
          <input type="hidden" name="user" value={user.id} />
          {count > 0 && (
            <div className="flex items-start gap-2">
              <input
                id={boxId}
                name="remove-passkeys"
                type="checkbox"
                className="mt-0.5 size-4 accent-brand"
              />
              <label htmlFor={boxId}>{`Quitar también sus llaves de acceso (${count})`}</label>
            </div>
          )}
          <button type="submit" className={ADMIN_BUTTON} aria-label={`Sí, cerrar sus sesiones: ${user.name}`}>
            Sí, cerrar sus sesiones
          </button>
        </Form>
      </div>
    </details>
  );
}
