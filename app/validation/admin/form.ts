/**
 * FormData as a plain object for the zod schemas, the same in the browser and the action. The last
 * value of a repeated name wins, so a hidden "false" before a checkbox reads as false when unchecked.
 * A chosen file appears as its name (a schema may need to know one was sent); the upload itself is
 * handled apart.
 */
export function formToObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") out[key] = value;
    else if (value.size > 0) out[key] = value.name || "arquivo";
  }
  return out;
}
