import type { Config } from "@react-router/dev/config";

// React Router 8's defaults: middleware, split route modules, Vite's Environment API, the raw
// request passed through to loaders and actions, trailing-slash-aware `.data` URLs (decision 062).
export default {
  ssr: true,
} satisfies Config;
