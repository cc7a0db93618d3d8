import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

/**
 * What every page loads: React, React DOM and React Router, and what the root and the site layout
 * (header, footer, buttons, the icons of components/icons.tsx — a few bytes each —, brand, toasts)
 * render on every page. One file: a dozen small files of a few hundred bytes each compress worse and cost more than one (about
 * 4 KB gzip less per page). Only modules every page needs belong here: anything matched is loaded
 * on every page, whoever imports it.
 */
const EVERY_PAGE =
  /node_modules[\\/](react|react-dom|scheduler|react-router|clsx|class-variance-authority)[\\/]|app[\\/](root\.tsx|i18n[\\/]format\.ts|lib[\\/](common[\\/](cn|brand|categories)|render[\\/](notify|meta|nonce|deferred|shared-html|root-data))\.tsx?|components[\\/](ui[\\/](button|input)|(site-header|site-header-parts|site-footer|logo|icons))\.tsx)/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: "framework", test: EVERY_PAGE }] },
      },
    },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "sharp", "nodemailer", "better-auth"],
    // Bundled into the server build (only what is used, in one file) rather than resolved file by file
    // from node_modules at every start: radix-ui alone is several hundred ms of module
    // loading. React, React Router, drizzle and better-auth stay shared with the server entry.
    noExternal: ["radix-ui", /^@radix-ui\//, "class-variance-authority", "clsx", "sonner", "isbot", "marked", "date-fns", "@date-fns/tz"],
  },
});
