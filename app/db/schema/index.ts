export * from "./auth";
export * from "./app";
export * from "./privacy";
export * from "./shipping";
export * from "./slug-history";
export * from "./consents";
export * from "./favorites";
export * from "./coupons";
