import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { toEngineForm } from '@ajanda/contracts/forms/form-detail'
import { formSchema, type RuleProblem } from '@ajanda/contracts/forms/form-model'
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { DbOrTx, Tx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { foldCompanySeats, foldFormSeats } from '../attendees/seat-deltas'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { type FormMessageKey, formFieldError, formMessage } from './form-messages'
import { FormAssembly } from './form-view'
import { createFormsRepository, type FormRow } from './forms.repository'
import { forms } from './forms.table'

const RULE_PROBLEMS: readonly string[] = [
  'rules_on_mma',
  'invalid_rule_target',
  'target_not_earlier',
  'target_not_choice',
  'operator_not_allowed',
  'value_required',
  'value_not_an_option',
] satisfies RuleProblem[]

/**
 * What every form call starts with: the form found inside the caller's company (by id, code or one of
 * its fields) and, for a project's form, inside the projects the caller sees (else 404); and the one
 * way of writing: a transaction that bumps the form's updated_at and checks the whole form with the
 * engine's formSchema before it commits, so no write can leave a rule the engine could not evaluate.
 */
export function createFormCore(ctx: AppContext) {
  const repository = createFormsRepository(ctx.db)

  async function visibility(auth: AuthState) {
    const viewer = await loadViewer(ctx.db, auth, ctx.sessions.scopes)
    return visibleProjects(viewer.visibility)
  }

  /** Whether the caller sees the project of their company. */
  async function projectVisible(auth: AuthState, projectId: number): Promise<boolean> {
    const visible = await visibility(auth)
    const rows = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(eq(projects.event_company_id, auth.user.event_company_id), eq(projects.id, projectId), visible),
      )
      .limit(1)
    return rows.length > 0
  }

  async function seen(auth: AuthState, form: FormRow | undefined): Promise<FormRow> {
    if (!form) throw new NotFoundError()
    if (form.project_id !== null && !(await projectVisible(auth, form.project_id))) throw new NotFoundError()
    return form
  }

  return {
    repository,
    visibility,
    projectVisible,
    // Each first adds the submissions' pending counter moves (seat-deltas.ts), so staff read a form's
    // answers_count and options' quota_allocated as they are and a builder write starts from them.
    byId: async (auth: AuthState, id: number) => {
      await foldFormSeats(ctx.db, id)
      return seen(auth, await repository.findById(auth.user.event_company_id, id))
    },
    byCode: async (auth: AuthState, code: string) => {
      await foldCompanySeats(ctx.db, auth.user.event_company_id)
      return seen(auth, await repository.findByCode(auth.user.event_company_id, code))
    },
    byField: async (auth: AuthState, fieldId: number) => {
      await foldCompanySeats(ctx.db, auth.user.event_company_id)
      return seen(auth, await repository.findByFieldId(auth.user.event_company_id, fieldId))
    },

    async assemble(form: FormRow, db: DbOrTx = ctx.db): Promise<FormAssembly> {
      return new FormAssembly(await createFormsRepository(db).load(form))
    },

    /**
     * Runs `work` in a transaction, bumps the form's updated_at, reloads the form and checks it with the
     * engine; a form the engine refuses rolls the write back with a 422 on `errorKey`.
     */
    async write<T>(
      form: FormRow,
      work: (tx: Tx) => Promise<T>,
      errorKey = 'form',
    ): Promise<{ result: T; assembly: FormAssembly }> {
      return ctx.db.transaction(async (tx) => {
        const result = await work(tx)
        const [updated] = await tx
          .update(forms)
          // Strictly later than the last write, even within its millisecond: the cached answers of
          // GET /form/{id} are keyed on it (form-detail-cache.ts).
          .set({
            updated_at: sql`greatest(clock_timestamp(), ${forms.updated_at} + interval '1 millisecond')`,
          })
          .where(eq(forms.id, form.id))
          .returning()
        const assembly = new FormAssembly(await createFormsRepository(tx).load(updated ?? form))
        checkWithEngine(assembly.detail('tr'), errorKey)
        return { result, assembly }
      })
    },
  }
}
export type FormCore = ReturnType<typeof createFormCore>

/** The engine's verdict on a whole form, as the builder's 422. */
export function checkWithEngine(detail: FormDetail, errorKey: string): void {
  const parsed = formSchema.safeParse(toEngineForm(detail))
  if (parsed.success) return
  const issue = parsed.error.issues[0]
  const code = issue?.message ?? ''
  if (code === 'attendance_once') throw formFieldError('field_type', 'attendance_once')
  if (code === 'db_default_not_allowed') throw formFieldError('default_value_type', 'db_default_not_allowed')
  if (RULE_PROBLEMS.includes(code)) {
    const reason = code as FormMessageKey
    throw formFieldError(errorKey, 'rule_broken', (locale) => ({
      reason: formMessage(locale, reason),
    }))
  }
  throw formFieldError(errorKey === 'form' ? 'props' : errorKey, 'invalid_props')
}
