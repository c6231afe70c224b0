// What public pages show (catalogue, banners, company data) changed: every listener of this process
// hears it (the page cache drops its pages). Staff actions call publishContentChange after their
// write has committed. Cross-process delivery (PostgreSQL LISTEN/NOTIFY) plugs in here.

type ContentChangeListener = (what: string) => void;

const listeners = new Set<ContentChangeListener>();

/** Registers a listener for content changes; returns the function that removes it. */
export function onContentChange(listener: ContentChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that public content changed (`what` names it for logs, e.g. "banners"). */
export async function publishContentChange(what: string): Promise<void> {
  for (const listener of listeners) listener(what);
}
