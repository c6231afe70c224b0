// The id of a YouTube video from what staff paste: a link in any of its usual forms (watch?v=,
// youtu.be/, shorts/, embed/, live/, on www., m., music. or youtube-nocookie.com) or the bare id.

const ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

export const YOUTUBE_LINK_MESSAGE =
  "Pegue un enlace de YouTube (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/… o youtube.com/embed/…).";

/** The 11-character video id, or undefined when the text is not a YouTube video link or id. */
export function youtubeIdOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (ID.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined;
  if (host === "youtu.be" || host === "www.youtu.be")
    candidate = segments.length === 1 ? segments[0] : undefined;
  else if (HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") candidate = url.searchParams.get("v");
    else if (segments.length === 2 && ["shorts", "embed", "live", "v"].includes(segments[0]!))
      candidate = segments[1];
  }
  return candidate && ID.test(candidate) ? candidate : undefined;
}
