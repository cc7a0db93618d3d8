// @ts-check
/**
 * ESLint: typescript-eslint with type information, the rules of hooks, jsx-a11y, and the layers of
 * docs/architecture.md. Each layer may import only the layers below it:
 *
 *   db/schema → validation → lib (common, render, server) → i18n → models → services → middleware
 *   → components → root → routes
 *
 * `seed` stands beside services (it writes through models); `hooks` are browser helpers that need
 * nothing of the app. Prettier formats; ESLint does not judge layout.
 */
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

/** `no-restricted-imports` patterns that forbid the named layers (as `~/x` paths) from a layer. */
function forbid(message, ...layers) {
  return {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: layers.flatMap((layer) => [`~/${layer}`, `~/${layer}/**`]), message },
          // Relative paths that leave the layer would get round the rule: cross layers with `~/`.
          { group: ["../../**"], message: "Import across folders with `~/`, not `../../`." },
        ],
      },
    ],
  };
}

const ABOVE_DB = ["validation", "lib", "i18n", "models", "services", "seed", "middleware", "components", "hooks", "routes", "root"];
const ABOVE_LIB = ["i18n", "models", "services", "seed", "middleware", "components", "hooks", "routes", "root"];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      ".react-router/**",
      "public/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "coverage/**",
      "drizzle/**",
      "**/*.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ["*.js", "*.mjs", "scripts/*.mjs"] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      // Route modules' loaders and actions are async by the framework's contract, awaited or not.
      "@typescript-eslint/require-await": "off",
      // React Router's redirects are thrown Responses, by design.
      "@typescript-eslint/only-throw-error": "off",
      // Event handlers may start a promise: React ignores their return.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      // The two rules of hooks. The React Compiler's rules (refs, purity, set-state-in-effect) judge
      // code for a compiler this project does not run.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // The layers. Tests may reach any layer they exercise.
  { files: ["app/db/**"], ignores: ["**/*.test.ts"], rules: forbid("db/schema imports nothing of the app.", ...ABOVE_DB) },
  {
    files: ["app/validation/**"],
    ignores: ["**/*.test.ts"],
    rules: forbid("validation imports only db/schema.", ...ABOVE_DB.filter((l) => l !== "validation")),
  },
  {
    files: ["app/lib/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: forbid("lib is infrastructure: it imports db, validation and lib only.", ...ABOVE_LIB),
  },
  {
    files: ["app/hooks/**"],
    ignores: ["**/*.test.ts"],
    rules: forbid(
      "hooks import nothing of the app but lib.",
      "i18n",
      "models",
      "services",
      "seed",
      "middleware",
      "components",
      "routes",
      "root",
    ),
  },
  {
    files: ["app/i18n/**"],
    ignores: ["**/*.test.ts"],
    rules: forbid(
      "i18n imports only db, validation and lib.",
      "models",
      "services",
      "seed",
      "middleware",
      "components",
      "hooks",
      "routes",
      "root",
    ),
  },
  {
    files: ["app/models/**"],
    ignores: ["**/*.test.ts"],
    rules: forbid(
      "models stand below services, middleware, components and routes.",
      "services",
      "seed",
      "middleware",
      "components",
      "hooks",
      "routes",
      "root",
    ),
  },
  {
    files: ["app/services/**", "app/seed/**"],
    ignores: ["**/*.test.ts"],
    rules: forbid(
      "services and seed stand below middleware, components and routes.",
      "middleware",
      "components",
      "hooks",
      "routes",
      "root",
    ),
  },
  {
    files: ["app/middleware/**"],
    ignores: ["**/*.test.ts"],
    rules: forbid("middleware stands below components and routes.", "seed", "components", "hooks", "routes", "root"),
  },
  {
    files: ["app/components/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: forbid("components stand below root and routes.", "seed", "middleware", "routes", "root"),
  },
  {
    files: ["tests/**", "scripts/**", "**/*.test.ts", "**/*.test.tsx", "*.config.ts", "server/**"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/unbound-method": "off",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-base-to-string": "off",
      "@typescript-eslint/restrict-template-expressions": "off",
      "@typescript-eslint/restrict-plus-operands": "off",
      "@typescript-eslint/no-unsafe-enum-comparison": "off",
      "@typescript-eslint/await-thenable": "off",
      "@typescript-eslint/no-misused-promises": "off",
      // Tests feed servers and parsers control characters on purpose.
      "no-control-regex": "off",
    },
  },
  // Plain JavaScript (configs, build scripts) has no types to check.
  { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked },
);
