import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

/** onChange option: re-checks a dependent field (the password confirmation) once the user has typed in it. */
export function revalidateIfDirty<T extends FieldValues>(form: UseFormReturn<T>, field: Path<T>) {
  return () => {
    if (form.getFieldState(field).isDirty) void form.trigger(field)
  }
}
