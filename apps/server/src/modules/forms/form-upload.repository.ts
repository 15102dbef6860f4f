import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { formFields, forms } from './forms.table'

export interface UploadField {
  id: number
  form_id: number
  type: string
  file_type: string | null
  file_size: number | null
}

/** The one read of a field upload: the field, when its form is of the caller's company. */
export function createFormUploadRepository(db: DbOrTx) {
  return {
    async findField(companyId: number, fieldId: number): Promise<UploadField | null> {
      const [row] = await db
        .select({
          id: formFields.id,
          form_id: formFields.form_id,
          type: formFields.type,
          file_type: formFields.file_type,
          file_size: formFields.file_size,
        })
        .from(formFields)
        .innerJoin(forms, eq(forms.id, formFields.form_id))
        .where(and(eq(formFields.id, fieldId), eq(forms.event_company_id, companyId)))
        .limit(1)
      return row ?? null
    },
  }
}
