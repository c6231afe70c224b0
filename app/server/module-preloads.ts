/**
 * `<link rel="modulepreload" href="…"/>` as React Router's <Scripts> renders them (React hoists them
 * into <head>, ahead of the stylesheet).
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** React Router's boot script: the one module script, which imports the route modules and hydrates. */
const BOOT_SCRIPT = /<script type="module" async="">[\s\S]*?<\/script>/;

/** The inert <template> that holds the boot script until the first paint. */
export const BOOT_TEMPLATE_ID = "kordex-boot";

/**
 * The document asks for its JavaScript after its first paint (decision 050). React Router's
 * modulepreload links, fetched at high priority before the stylesheet, the font and the LCP image
 * are drawn, are taken out of the HTML, and its boot script (a module script that imports the route
 * modules at once) is kept inert in a <template> at the end of <body>, an empty module script in its
 * place for React to hydrate. A small inline script after it adds the links and then a copy of the
 * boot script once the browser reports the first contentful paint (the Paint Timing entry, which
 * comes when the frame is on screen, not merely produced); where Paint Timing is missing, in a task
 * after the first animation frame; at once in a tab that is not shown or is hidden before it paints
 * (it paints nothing); and in any case 1 s after the `load` event (a browser that lists Paint Timing
 * but never reports it, such as one resisting fingerprinting). Both scripts are hashed into the
 * page's Content-Security-Policy like every other inline script (page-handler.ts: the hash allows
 * the boot script's copy when it is inserted), and the page cache stores this HTML. Without
 * JavaScript nothing changes.
 */
export function preloadModulesAfterFirstPaint(html: string): string {
  const chunks: string[] = [];
  const stripped = html.replace(MODULE_PRELOAD, (_, href: string) => {
    chunks.push(href);
    return "";
  });
  const boot = BOOT_SCRIPT.exec(stripped);
  const end = stripped.lastIndexOf("</body>");
  if ((chunks.length === 0 && !boot) || end < 0) return html;
  // An empty module script stays where the boot script was: React hydrates the same element there,
  // and a script without text runs nothing.
  const held = boot ? `<template id="${BOOT_TEMPLATE_ID}">${boot[0]}</template>` : "";
  const body = boot
    ? stripped.slice(0, boot.index) + EMPTY_BOOT_SCRIPT + stripped.slice(boot.index + boot[0].length, end)
    : stripped.slice(0, end);
  return body + held + preloadScript(chunks) + stripped.slice(end);
}

const EMPTY_BOOT_SCRIPT = '<script type="module" async=""></script>';

/** How long after the `load` event the scripts are asked for if no first contentful paint was reported. */
const AFTER_LOAD_MS = 1000;

function preloadScript(chunks: readonly string[]): string {
  // JSON in a script: "</" cannot end the element early (the paths are the build's own anyway).
  const list = JSON.stringify(chunks).replace(/</g, "\\u003c");
  return (
    `<script>(function(){var d,P=window.PerformanceObserver;function p(){if(d)return;d=1;${list}.forEach(function(u){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});` +
    `var b=document.getElementById("${BOOT_TEMPLATE_ID}");b&&document.body.appendChild(b.content.cloneNode(true))}` +
    `function t(){setTimeout(p)}` +
    `if(document.hidden)p();` +
    `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `new P(function(e,o){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();t()}})` +
    `.observe({type:"paint",buffered:true});` +
    `document.addEventListener("visibilitychange",function(){document.hidden&&p()});` +
    `addEventListener("load",function(){setTimeout(p,${AFTER_LOAD_MS})})}` +
    `else requestAnimationFrame(t)})()</script>`
  );
}
