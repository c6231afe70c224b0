import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Spanish URLs in one place, mapped to English-named modules.
export default [
  index("routes/site/home.tsx"),
  route("productos", "routes/catalog/catalog.tsx"),
  route("*", "routes/site/unknown-path.tsx"),
] satisfies RouteConfig;
