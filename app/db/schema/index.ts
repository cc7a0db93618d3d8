export * from "./auth";
export * from "./app";
export * from "./slug-history";
