import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component whose code is a chunk of its own, kept out of the page's first load. The server
 * renders it whole, so the page paints complete and a form posts without JavaScript; the browser
 * hydrates it when its chunk has arrived (React keeps the server's markup until then and replays
 * what the visitor did meanwhile).
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Island(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Island;
}
