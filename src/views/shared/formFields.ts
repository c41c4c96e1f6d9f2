/**
 * Binds a form's fields (formMachine) to the field components: a field's name, its value, the first of its
 * messages once the form shows them, and a change that patches the value into the form.
 */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
type BooleanKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

export function formFields<V>(
  values: V,
  errors: Readonly<Record<string, readonly string[]>>,
  change: (patch: Partial<V>) => void,
) {
  const bound = <K extends TextKey<V>>(name: K) => ({
    name,
    value: values[name] as string,
    error: errors[name]?.[0],
  });
  const patch = (name: string, value: string | boolean) => change({ [name]: value } as Partial<V>);
  return {
    /** A TextField, TextAreaField or SelectField. */
    text: <K extends TextKey<V>>(name: K) => ({
      ...bound(name),
      onChange: (event: { target: { value: string } }) => patch(name, event.target.value),
    }),
    /** A DateTimeField: a cleared date is stored as ''. */
    date: <K extends TextKey<V>>(name: K) => ({
      ...bound(name),
      onChange: (value: string | null) => patch(name, value ?? ''),
    }),
    /** A CheckboxField (or its switch). */
    checkbox: <K extends BooleanKey<V>>(name: K) => ({
      name,
      checked: values[name] as boolean,
      onChange: (event: { target: { checked: boolean } }) => patch(name, event.target.checked),
    }),
  };
}
