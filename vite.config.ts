import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { formConstraints } from "./scripts/form-constraints-plugin.ts";

/**
 * React, React DOM and React Router in one browser chunk. Every page loads all of them; React Router 8
 * publishes one file per module, which the automatic splitting spread over three chunks that compress
 * less well together (1.7 KB gzip more per page: decision 062).
 */
const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/;

export default defineConfig({
  plugins: [formConstraints(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] } } },
      },
    },
  },
});
