import { useEffect, useState } from "react";

/** Where the open pages ask (app/routes/admin/api/new-leads.ts). */
export const NEW_LEADS_PATH = "/admin/api/solicitudes/nuevas";

/**
 * How many leads the viewer may see arrived after `latestId` (the newest one the page was rendered
 * with), asked every `intervalMs` while the tab is visible: short polling, which works behind any
 * proxy and costs two index reads a call. Once the page's data is refreshed (a new `latestId`),
 * the count starts again from zero. A session that ended sends the page to the sign-in.
 */
export function useNewLeads(latestId: number | null, intervalMs: number): number {
  const [seen, setSeen] = useState<{ after: number | null; count: number }>({ after: latestId, count: 0 });
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (document.visibilityState === "hidden") return;
      try {
        const response = await fetch(`${NEW_LEADS_PATH}?desde=${latestId ?? 0}`, {
          headers: { Accept: "application/json" },
        });
        if (response.status === 401) {
          window.location.assign(
            `/login?siguiente=${encodeURIComponent(window.location.pathname + window.location.search)}`,
          );
          return;
        }
        if (!response.ok) return;
        const { newCount } = (await response.json()) as { newCount: number };
        if (!stopped) setSeen({ after: latestId, count: newCount });
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
  return seen.after === latestId ? seen.count : 0;
}
