import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A form component whose code is a chunk of its own (Conform's engine with it), kept out of the page's first load. The server
 * renders it whole, so the page paints complete and a form posts without JavaScript; the browser
 * hydrates it when its chunk has arrived (React keeps the server's markup until then and replays
 * what the visitor did meanwhile). Give it only props that stay the same until then: an update to
 * a boundary still waiting for its chunk makes React drop the server's markup and show nothing
 * until the chunk arrives (the page jumps). State that changes on load belongs inside the island.
 */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Island(props: P) {
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // Memoised: a parent that re-renders on load (a store read from the browser) must not pass the
  // boundary an update while it waits for its chunk.
  return memo(Island) as unknown as ComponentType<P>;
}
