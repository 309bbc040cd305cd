/** Reads a submitted form's fields by name, as strings ('' for a field that is absent). */
export function formValues(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => String(data.get(name) ?? '');
}
