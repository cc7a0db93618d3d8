// Length limits the forms show in the browser, apart from the schemas (which bring zod along).
/** A person's full name (sign-up, profile). */
export const FULL_NAME_MAX = 120;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_CONTENT_MAX = 1000;
/** A review's comment earns points from this many characters on (models/reviews.server.ts reviewEarnsPoints). */
export const REVIEW_POINTS_MIN_CHARS = 30;

/**
 * The characters of a review's comment as the points rule counts them, the same in the form's counter
 * and on the server: ends trimmed, every run of spaces and line breaks as one, a letter with its accent as one.
 */
export function reviewCommentLength(content: string): number {
  return Array.from(content.normalize("NFC").trim().replace(/\s+/g, " ")).length;
}
export const SAMPLE_NOTES_MAX = 500;
/** Lengths of the address fields (the form's maxLength and the schema's limit). */
export const ADDRESS_MAX = { street: 120, number: 10, complement: 60, district: 80, city: 100 } as const;
