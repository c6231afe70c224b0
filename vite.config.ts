import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { formConstraints } from "./scripts/form-constraints-plugin.ts";

export default defineConfig({
  plugins: [formConstraints(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
});
