// What public pages show (catalogue, banners, company data) changed: every listener of every process
// hears it (the page cache drops its pages, the company settings and every keptUntilContentChange
// read their cached copy). Staff actions call publishContentChange after their write has committed.
//
// One process (SQLite) calls its listeners directly. With PostgreSQL several processes may share the
// database: publishContentChange also sends NOTIFY on CONTENT_CHANNEL, and every process keeps one
// dedicated connection LISTENing on it (listenForContentChanges, started with the services), which
// calls that process's listeners. The connection reconnects after a drop, and since notifications
// sent while it was down are lost, its listeners hear "reconnect" (caches drop everything) once it is
// back. Docs: docs/decisions/044-company-settings.md.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { getEnv } from "~/platform/lib/env.server";
import { logger } from "~/platform/lib/logger.server";
import { databaseEngine, getDb } from "./db.server";

type ContentChangeListener = (what: string) => void;

/** The PostgreSQL channel of content changes. */
export const CONTENT_CHANNEL = "kordex_content_change";

const listeners = new Set<ContentChangeListener>();
/** Tells this process's own notifications apart (it has already told its listeners). */
const PROCESS_ID = randomUUID();
/** Counts the content changes this process has heard: what was read before a change is not kept after it. */
let contentVersion = 0;

/** Registers a listener for content changes; returns the function that removes it. */
export function onContentChange(listener: ContentChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tellListeners(what: string): void {
  contentVersion += 1;
  for (const listener of listeners) {
    try {
      listener(what);
    } catch (error) {
      logger.error({ err: error, what }, "a content-change listener failed");
    }
  }
}

/** How long a kept read may serve without a content change (it still saves a read per request). */
const KEPT_AT_MOST_MS = 5_000;

/**
 * A read of public content that every page shows (decision 055: the category tree of the menus and
 * the footer), kept in memory until the next content change this process hears — its own, another
 * process's (PostgreSQL), or the channel's reconnection — and at most KEPT_AT_MOST_MS (or the page
 * cache's lifetime if shorter): a page rendered from it is then cached for up to
 * PAGE_CACHE_TTL_SECONDS, so a change whose notification is lost shows within that lifetime plus
 * 5 s, not twice the lifetime. Kept per database handle (a test may open another database in the
 * same process); a failed read is not kept. Callers must not change what it returns: every request
 * shares it.
 */
export function keptUntilContentChange<T>(read: () => Promise<T>): () => Promise<T> {
  const keptRead = keptPerKeyUntilContentChange<"value", T>(() => read(), 1);
  return () => keptRead("value");
}

/**
 * keptUntilContentChange for a read that takes a key (decision 056: the count of active products,
 * one per category scope): one kept value per key, dropped by the same content changes and time bound, and
 * at most `maxKeys` of them per database handle (the key may come from a visitor's address): a new
 * key beyond that drops the one read longest ago.
 */
export function keptPerKeyUntilContentChange<K, T>(
  read: (key: K) => Promise<T>,
  maxKeys: number,
): (key: K) => Promise<T> {
  type Entry = { value: Promise<T>; version: number; until: number };
  const kept = new WeakMap<object, Map<K, Entry>>();
  return (key) => {
    const db = getDb();
    const now = Date.now();
    let entries = kept.get(db);
    if (!entries) {
      entries = new Map();
      kept.set(db, entries);
    }
    const entry = entries.get(key);
    if (entry && entry.version === contentVersion && now < entry.until) return entry.value;
    // Read again: the key moves to the newest end of the map's order.
    entries.delete(key);
    for (const oldest of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(oldest);
    }
    const value = read(key);
    const keptMs = Math.min(KEPT_AT_MOST_MS, getEnv().PAGE_CACHE_TTL_SECONDS * 1000);
    const fresh = { value, version: contentVersion, until: now + keptMs };
    entries.set(key, fresh);
    const readEntries = entries;
    value.catch(() => {
      if (readEntries.get(key) === fresh) readEntries.delete(key);
    });
    return value;
  };
}

/** Tells every listener of every process that public content changed (`what` names it, e.g. "banners"). */
export async function publishContentChange(what: string): Promise<void> {
  tellListeners(what);
  if (databaseEngine() !== "postgres") return;
  try {
    const payload = JSON.stringify({ what, from: PROCESS_ID });
    await sql`select pg_notify(${CONTENT_CHANNEL}, ${payload})`.execute(getDb());
  } catch (error) {
    // The write has committed: the other processes see it when their cached pages expire (TTL).
    logger.error({ err: error, what }, "content change could not be sent to the other processes");
  }
}

export interface ContentChangeChannel {
  stop(): Promise<void>;
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * PostgreSQL only: keeps one connection LISTENing on CONTENT_CHANNEL and calls this process's
 * listeners for every other process's change. Resolves once the first LISTEN is in place (or failed:
 * it then retries in the background).
 */
export async function listenForContentChanges(url: string): Promise<ContentChangeChannel> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;
  let everConnected = false;

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = undefined;
      next.removeAllListeners("notification");
      void next.end().catch(() => {});
      if (stopped) return;
      logger.warn({ err: error }, "content-change channel lost; reconnecting");
      scheduleReconnect();
    };
    next.on("error", drop);
    next.on("end", () => drop());
    next.on("notification", (message) => {
      if (message.channel !== CONTENT_CHANNEL || !message.payload) return;
      try {
        const { what, from } = JSON.parse(message.payload) as { what: string; from: string };
        if (from !== PROCESS_ID) tellListeners(String(what));
      } catch {
        logger.warn({ payload: message.payload }, "unreadable content-change notification");
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      drop(error as Error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = RECONNECT_FIRST_MS;
    if (everConnected) {
      logger.info("content-change channel listening again");
      // Whatever changed while the connection was down was not heard: drop every cached copy.
      tellListeners("reconnect");
    } else {
      logger.info({ channel: CONTENT_CHANNEL }, "content-change channel listening");
    }
    everConnected = true;
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
