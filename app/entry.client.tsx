import { type ReactNode, startTransition, StrictMode, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATED_MARK } from "~/platform/lib/hydration-mark";

/**
 * Sets HYDRATED_MARK once React has committed the hydrated document (layout effects run at the
 * commit). It wraps the router rather than standing beside it: the document's root keeps one child,
 * as in React Router's default entry (a sibling beside the document broke focus moves made in an
 * animation frame, such as the menus' ArrowDown).
 */
function HydratedMark({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    performance.mark(HYDRATED_MARK);
  }, []);
  return children;
}

// React Router's default client entry (decision 050), plus the mark.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedMark>
        <HydratedRouter />
      </HydratedMark>
    </StrictMode>,
  );
});
