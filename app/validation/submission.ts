/**
 * How every form is read, in the browser and in the action (decision 025): conform's parseWithZod
 * with the form's schema, automatic coercion off, the last value of a repeated name winning. The
 * site's forms import this module on demand (with their schema), so zod stays out of a page's first load.
 */
export { parseSubmission } from "./admin/form";
