// The multipart body of every upload: flat fields, files under their own field names, and, for a
// nested structure only (a work-order draft), JSON text in one field the server parses.

/** A field's value: text (a number as its text), a file, or files (the field repeats). Left out when null or undefined. */
export type FormValue = string | number | boolean | File | readonly File[] | null | undefined;

/** Builds the multipart body of an upload mutation from its fields, in the order given. */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof File) form.append(name, item, item.name);
      else form.append(name, String(item));
    }
  }
  return form;
}
