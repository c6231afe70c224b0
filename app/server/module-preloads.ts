/**
 * `<link rel="modulepreload" href="…"/>` as React Router's <Scripts> renders them (React hoists them
 * into <head>, ahead of the stylesheet), in the document's bytes.
 */
const PRELOAD_OPEN = Buffer.from('<link rel="modulepreload" href="');
const [QUOTE, SLASH, GREATER_THAN] = [0x22, 0x2f, 0x3e];
const BODY_END = Buffer.from("</body>");

/**
 * The document asks for its JavaScript after its first paint (decision 050). React Router's
 * modulepreload links, fetched at high priority before the stylesheet, the font and the LCP image
 * are drawn, are taken out of the HTML; a small inline script at the end of <body> adds the same
 * links once the first frame has been painted (a task after the first animation frame), or at once
 * in a tab that is not shown (it paints nothing). The module script itself is untouched: it imports
 * the route modules, which import their chunks, so the page hydrates even if the links never come.
 * The inline script is hashed into the page's Content-Security-Policy like every other one
 * (page-handler.ts), and the page cache stores this HTML.
 *
 * It works on the document's bytes as the renderer wrote them (decision 055): the tags it looks for
 * are ASCII, so the page is never decoded to a string and encoded again.
 */
export function preloadModulesAfterFirstPaint(document: Buffer): Buffer {
  const chunks: string[] = [];
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = document.indexOf(PRELOAD_OPEN); at >= 0; at = document.indexOf(PRELOAD_OPEN, at + 1)) {
    const href = at + PRELOAD_OPEN.length;
    const quote = document.indexOf(QUOTE, href);
    // Exactly the tag above, with a non-empty address: anything else stays where it is.
    if (quote <= href || document[quote + 1] !== SLASH || document[quote + 2] !== GREATER_THAN) continue;
    chunks.push(document.toString("utf8", href, quote));
    kept.push(document.subarray(from, at));
    from = quote + 3;
    at = from - 1;
  }
  if (chunks.length === 0) return document;
  kept.push(document.subarray(from));
  const stripped = Buffer.concat(kept);
  const end = stripped.lastIndexOf(BODY_END);
  if (end < 0) return document;
  return Buffer.concat([stripped.subarray(0, end), Buffer.from(preloadScript(chunks)), stripped.subarray(end)]);
}

function preloadScript(chunks: readonly string[]): string {
  // JSON in a script: "</" cannot end the element early (the paths are the build's own anyway).
  const list = JSON.stringify(chunks).replace(/</g, "\\u003c");
  return (
    `<script>(function(){function p(){${list}.forEach(function(u){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)})}` +
    `document.hidden?p():requestAnimationFrame(function(){setTimeout(p)})})()</script>`
  );
}
