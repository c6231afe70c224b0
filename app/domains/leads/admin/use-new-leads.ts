import { useEffect, useSyncExternalStore } from "react";
import { SESSION_ENDED_REASON } from "~/platform/admin-kit/messages";
import { isSigningOut } from "~/platform/admin-kit/signing-out";

/** Where the open pages ask (app/routes/admin/api/new-leads.ts). */
export const NEW_LEADS_PATH = "/admin/api/solicitudes/nuevas";

// One count per tab, shared by the frame's badge and the inbox's notice (a tiny external store:
// no router context needed, so nothing new reaches the public pages' shared chunks).
let count = 0;
const listeners = new Set<() => void>();
function publish(next: number) {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Requests that arrived since the page's data was read (0 on the server). */
export function useNewLeadsCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}

/**
 * Asks every `intervalMs`, while the tab is visible, how many leads the viewer may see arrived after
 * `latestId` (the newest one the page was rendered with): short polling, which works behind any
 * proxy and costs two index reads a call; the asking does not keep the staff session alive (see
 * app/server/middleware/staff-session.ts). Once the page's data is read again (a new `latestId`), the
 * count starts from zero. A session that ended sends the page to the sign-in, unless the person is
 * signing out (app/platform/admin-kit/signing-out.ts).
 */
export function usePollNewLeads(latestId: number | null, intervalMs: number): void {
  useEffect(() => {
    publish(0);
    let stopped = false;
    const check = async () => {
      if (document.visibilityState === "hidden") return;
      try {
        const response = await fetch(`${NEW_LEADS_PATH}?desde=${latestId ?? 0}`, {
          headers: { Accept: "application/json" },
        });
        if (response.status === 401) {
          // The person's own sign-out ended it: the sign-in page is already on its way.
          if (isSigningOut()) return;
          window.location.assign(
            `/login?siguiente=${encodeURIComponent(window.location.pathname + window.location.search)}&motivo=${SESSION_ENDED_REASON}`,
          );
          return;
        }
        if (!response.ok) return;
        const { newCount } = (await response.json()) as { newCount: number };
        if (!stopped) publish(newCount);
      } catch {
        // Offline for a moment: the next tick asks again.
      }
    };
    const timer = window.setInterval(check, intervalMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [latestId, intervalMs]);
}
