/** Rate limits of the product page's forms (kept here so the route and the security tests share them). */
import type { Limit } from "./rate-limit.server";

/** Per account and per IP: a person asks for a few samples, not dozens an hour. */
export const SAMPLE_LIMIT: Limit = { name: "sample-request", max: 10, windowSeconds: 3600 };
/** Per account (one review per product anyway; this stops a flood of attempts). */
export const REVIEW_LIMIT: Limit = { name: "product-review", max: 10, windowSeconds: 3600 };
