import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./middleware/content-security-policy";
import { BOOT_TEMPLATE_ID, preloadModulesAfterFirstPaint } from "./module-preloads";

const HEAD = [
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/media/a-800.avif 800w" imageSizes="100vw"/>',
  '<link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/>',
].join("");
const BOOT = '<script type="module" async="">import * as route0 from "/assets/root-2.js";</script>';
const BODY = `<main>Hola</main>${BOOT}`;
const DOCUMENT = `<!DOCTYPE html><html lang="es-PE"><head>${HEAD}</head><body>${BODY}</body></html>`;

describe("preloadModulesAfterFirstPaint", () => {
  const html = preloadModulesAfterFirstPaint(DOCUMENT);

  it("takes the modulepreload links out of the document and keeps the font, image and stylesheet", () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain(
      HEAD.replace(/<link rel="modulepreload"[^>]*>/g, ""), // the other head links, in their order
    );
    expect(html).toContain("<main>Hola</main>");
  });

  it("keeps React Router's boot script, unchanged, in an inert template before the inline script", () => {
    // In its place an empty module script, which runs nothing, for React to hydrate.
    expect(html).toContain('<main>Hola</main><script type="module" async=""></script>');
    expect(html).toContain(`<template id="${BOOT_TEMPLATE_ID}">${BOOT}</template><script>(function(){`);
    // Still hashed into the policy, which allows it when the inline script inserts its copy.
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(`${BOOT}${inlineScriptTag(html)}`));
  });

  it("adds them from an inline script at the end of the body, hashed into the policy", () => {
    const script = inlineScript(html);
    expect(script).toContain('["/assets/entry.client-1.js","/assets/root-2.js"]');
    // The page handler hashes it into the document's policy like React Router's own scripts.
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });

  it("adds the links once the first contentful paint is reported, not at the first frame", () => {
    const browser = runInBrowser(inlineScript(html), { paintTiming: true });
    browser.runFrames();
    browser.runTimers();
    expect(browser.inserted).toEqual([]); // a frame was produced, nothing is on screen yet
    browser.reportPaint("first-paint");
    browser.runTimers();
    expect(browser.inserted).toEqual([]);
    browser.reportPaint("first-contentful-paint");
    expect(browser.inserted).toEqual([]); // in a task after the paint's entry
    browser.runTimers();
    expect(browser.inserted).toEqual(["/assets/entry.client-1.js", "/assets/root-2.js", "boot script"]);
    browser.fire("load");
    expect(browser.inserted).toHaveLength(3); // once
  });

  it("adds them 1 s after the load event if no contentful paint was reported by then", () => {
    const browser = runInBrowser(inlineScript(html), { paintTiming: true });
    browser.fire("load");
    expect(browser.inserted).toEqual([]);
    expect(browser.runTimers()).toEqual([1000]);
    expect(browser.inserted).toEqual(["/assets/entry.client-1.js", "/assets/root-2.js", "boot script"]);
    browser.reportPaint("first-contentful-paint");
    browser.runTimers();
    expect(browser.inserted).toHaveLength(3);
  });

  it("adds them at once if the tab is hidden before it paints", () => {
    const browser = runInBrowser(inlineScript(html), { paintTiming: true });
    browser.hide();
    expect(browser.inserted).toEqual(["/assets/entry.client-1.js", "/assets/root-2.js", "boot script"]);
  });

  it("without Paint Timing, adds them in a task after the first animation frame", () => {
    const browser = runInBrowser(inlineScript(html), { paintTiming: false });
    browser.runTimers();
    expect(browser.inserted).toEqual([]);
    browser.runFrames();
    browser.runTimers();
    expect(browser.inserted).toEqual(["/assets/entry.client-1.js", "/assets/root-2.js", "boot script"]);
  });

  it("in a tab that is not shown (it paints nothing), adds them at once", () => {
    const browser = runInBrowser(inlineScript(html), { paintTiming: true, hidden: true });
    expect(browser.inserted).toEqual(["/assets/entry.client-1.js", "/assets/root-2.js", "boot script"]);
  });

  it("leaves a document without modulepreload links as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Sin scripts</p></body></html>";
    expect(preloadModulesAfterFirstPaint(plain)).toBe(plain);
  });
});

function inlineScriptTag(html: string): string {
  return `<script>${inlineScript(html)}</script>`;
}

function inlineScript(html: string): string {
  const script = /<script>(\(function\(\)\{[\s\S]*?)<\/script><\/body><\/html>$/.exec(html)?.[1];
  expect(script).toBeDefined();
  return script!;
}

/**
 * The inline script run in a minimal browser: the document's head, timers and animation frames run
 * when the test says, a PerformanceObserver of "paint" entries (or none) and window events.
 */
function runInBrowser(
  script: string,
  { paintTiming, hidden = false }: { paintTiming: boolean; hidden?: boolean },
) {
  const inserted: string[] = [];
  let timers: { run: () => void; delay: number }[] = [];
  let frames: (() => void)[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const observers: { callback: (list: unknown, observer: unknown) => void; connected: boolean }[] = [];
  const painted: string[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    private readonly entry: { callback: (list: unknown, observer: unknown) => void; connected: boolean };
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe(options: { type: string; buffered?: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      this.entry.connected = true;
      if (painted.length > 0) deliver(this.entry, painted);
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  function deliver(entry: (typeof observers)[number], names: string[]) {
    const list = {
      getEntriesByName: (name: string) => names.filter((each) => each === name).map((n) => ({ name: n })),
    };
    entry.callback(list, { disconnect: () => (entry.connected = false) });
  }
  const documentListeners = new Map<string, (() => void)[]>();
  const document = {
    hidden,
    addEventListener: (type: string, run: () => void) =>
      documentListeners.set(type, [...(documentListeners.get(type) ?? []), run]),
  };
  const window = {
    PerformanceObserver: paintTiming ? PerformanceObserver : undefined,
    document: Object.assign(document, {
      createElement: () => ({ rel: "", href: "" }),
      head: {
        appendChild(link: { rel: string; href: string }) {
          expect(link.rel).toBe("modulepreload");
          inserted.push(link.href);
        },
      },
      getElementById(id: string) {
        expect(id).toBe(BOOT_TEMPLATE_ID);
        return { content: { cloneNode: (deep: boolean) => ({ deep, boot: true }) } };
      },
      body: {
        appendChild(copy: { deep: boolean; boot: boolean }) {
          expect(copy).toEqual({ deep: true, boot: true });
          inserted.push("boot script");
        },
      },
    }),
    setTimeout: (run: () => void, delay = 0) => timers.push({ run, delay }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    addEventListener: (type: string, run: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), run]),
  };
  runInNewContext(script, Object.assign(window, { window }));
  return {
    inserted,
    /** Runs the timers set so far and says their delays. */
    runTimers(): number[] {
      const due = timers;
      timers = [];
      for (const { run } of due) run();
      return due.map(({ delay }) => delay);
    },
    runFrames() {
      const due = frames;
      frames = [];
      for (const run of due) run();
    },
    reportPaint(name: string) {
      painted.push(name);
      for (const entry of observers) if (entry.connected) deliver(entry, [name]);
    },
    fire(type: string) {
      for (const run of listeners.get(type) ?? []) run();
    },
    hide() {
      document.hidden = true;
      for (const run of documentListeners.get("visibilitychange") ?? []) run();
    },
  };
}
