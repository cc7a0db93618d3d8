import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

/**
 * What the root and the site layout (header, footer, buttons, icons of the footer, brand, toasts)
 * load on every page: kept with the framework in one file, because a dozen small files of a few
 * hundred bytes each compress worse and cost more than one (about 3.4 KB gzip less per page).
 */
const EVERY_PAGE =
  /node_modules[\\/](clsx|class-variance-authority|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs|lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|defaultAttributes|context|shared|icons[\\/](leaf|phone|message-circle|external-link|mail|clock|star|menu)\.))|app[\\/](lib[\\/](cn|brand|notify|format|meta|categories|nonce)|components[\\/](ui[\\/](button|input)|(site-header|site-footer|logo|social-icons|error-page)\.tsx))/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one file: every page loads all of them, and one file
        // compresses better than the five it would otherwise be split into (about 3 KB gzip less).
        advancedChunks: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 10 },
            { name: "framework", test: EVERY_PAGE, priority: 9 },
          ],
        },
      },
    },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "sharp", "nodemailer", "better-auth"],
    // Bundled into the server build (only what is used, in one file) rather than resolved file by file
    // from node_modules at every start: lucide-react and radix-ui alone are over 500 ms of module
    // loading. React, React Router, drizzle and better-auth stay shared with the server entry.
    noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//, "class-variance-authority", "clsx", "sonner", "isbot", "marked", "date-fns", "@date-fns/tz"],
  },
});
