import { startTransition, StrictMode, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATED_MARK } from "~/lib/hydration-mark";

/** Sets HYDRATED_MARK once React has committed the hydrated document (layout effects run at the commit). */
function HydratedMark() {
  useLayoutEffect(() => {
    performance.mark(HYDRATED_MARK);
  }, []);
  return null;
}

// React Router's default client entry (decision 050), plus the mark.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
      <HydratedMark />
    </StrictMode>,
  );
});
