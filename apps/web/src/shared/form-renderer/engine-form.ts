import { type FormDetail, toEngineForm } from '@ajanda/contracts/forms/form-detail'
import { type Form, fieldSchema, formShapeSchema, sectionSchema } from '@ajanda/contracts/forms/form-model'

/**
 * The API's form as the engine reads it (evaluateVisibility, validateAnswers), without the rule checks:
 * the engine itself ignores a rule it cannot evaluate. A field the engine cannot read at all (a type it
 * does not know, written by a newer server) is left out rather than failing the whole form. Parse once
 * per form object: the engine keeps its index per parsed form.
 */
export function engineFormOf(form: FormDetail): Form {
  const input = toEngineForm(form)
  const parsed = formShapeSchema.safeParse(input)
  if (parsed.success) return parsed.data
  const sections = input.sections
    .map((section) => ({
      ...section,
      fields: (section.fields ?? []).filter((field) => fieldSchema.safeParse(field).success),
    }))
    .filter((section) => sectionSchema.safeParse(section).success)
  const retry = formShapeSchema.safeParse({ ...input, sections })
  if (retry.success) return retry.data
  return formShapeSchema.parse({ form_type: 'registration', type: 'PUBLIC', languages: ['tr'], sections: [] })
}
