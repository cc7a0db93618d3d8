// Length limits the forms show in the browser, apart from the schemas (which bring zod along).
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_CONTENT_MAX = 1000;
export const SAMPLE_NOTES_MAX = 500;
