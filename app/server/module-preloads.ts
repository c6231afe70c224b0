/**
 * `<link rel="modulepreload" href="…"/>` as React Router's <Scripts> renders them (React hoists them
 * into <head>, ahead of the stylesheet).
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * The document asks for its JavaScript after its first paint (decision 050). React Router's
 * modulepreload links, fetched at high priority before the stylesheet, the font and the LCP image
 * are drawn, are taken out of the HTML; a small inline script at the end of <body> adds the same
 * links once the first frame has been painted (a task after the first animation frame), or at once
 * in a tab that is not shown (it paints nothing). The module script itself is untouched: it imports
 * the route modules, which import their chunks, so the page hydrates even if the links never come.
 * The inline script is hashed into the page's Content-Security-Policy like every other one
 * (page-handler.ts), and the page cache stores this HTML.
 */
export function preloadModulesAfterFirstPaint(html: string): string {
  const chunks: string[] = [];
  const stripped = html.replace(MODULE_PRELOAD, (_, href: string) => {
    chunks.push(href);
    return "";
  });
  const end = stripped.lastIndexOf("</body>");
  if (chunks.length === 0 || end < 0) return html;
  return stripped.slice(0, end) + preloadScript(chunks) + stripped.slice(end);
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
