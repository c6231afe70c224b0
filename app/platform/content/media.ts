// Static media of the pages (drawn by demo/, `npm run art`; committed under public/).
export const HERO_VIDEO = {
  mp4: "/video/envolvedora.mp4",
  webm: "/video/envolvedora.webm",
  poster: "/video/envolvedora-poster.webp",
} as const;
