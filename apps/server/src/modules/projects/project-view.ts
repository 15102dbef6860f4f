import type { Call, Note } from '@ajanda/contracts/activities.contract'
import { canonicalDecimal } from '@ajanda/contracts/common/decimal'
import {
  type LeadCard,
  PROJECT_FORMATS,
  type Project,
  type ProjectFormat,
  type ProjectListItem,
  statusGroupOfStage,
  statusOfStage,
  type UserRef,
} from '@ajanda/contracts/projects.contract'
import type { FileStorage } from '../../platform/storage'
import { pictureUrl } from '../users/me-view'
import type { CardRow, ProjectRow, UserRefRow } from './projects.repository'

const decimal = (value: string | null) => (value === null ? null : canonicalDecimal(value))

export function toUserRef(user: UserRefRow | null, storage: FileStorage): UserRef | null {
  return (
    user && {
      id: user.id,
      full_name: user.full_name,
      profile_picture_full: pictureUrl(storage, user.profile_picture),
    }
  )
}

function toLeadCard(row: ProjectRow, storage: FileStorage): LeadCard {
  const { project } = row
  return {
    id: project.id,
    code: project.code,
    name: project.name,
    project_ref: project.project_ref,
    stage: project.stage,
    current_status: statusOfStage(project.stage),
    current_status_group: statusGroupOfStage(project.stage),
    starts_at: project.starts_at,
    ends_at: project.ends_at,
    lead_close_date: project.lead_close_date,
    lead_value: decimal(project.lead_value),
    lead_currency: project.lead_currency,
    client: row.client && {
      id: row.client.id,
      code: row.client.code,
      name: row.client.name,
      logo_full: row.client.logo ? storage.url(row.client.logo) : null,
    },
    responsible: toUserRef(row.responsible, storage),
    city: project.city,
    updated_at: project.updated_at.toISOString(),
    created_at: project.created_at.toISOString(),
  }
}

/** `1000.5000` → `1000.5` (the database's numeric text in its shortest form, like canonicalDecimal). */
export function shortDecimal(value: string | null): string | null {
  if (value === null) return null
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value
}
/** A timestamp the database gave as UTC without its zone (`2026-11-22T19:55:44.123456`) → ISO 8601. */
const utcIso = (value: string) => new Date(`${value}Z`).toISOString()

export function cardRowToLeadCard(row: CardRow, storage: FileStorage): LeadCard {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    project_ref: row.project_ref,
    stage: row.stage,
    current_status: statusOfStage(row.stage),
    current_status_group: statusGroupOfStage(row.stage),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    lead_close_date: row.lead_close_date,
    lead_value: shortDecimal(row.lead_value),
    lead_currency: row.lead_currency,
    client: row.client && {
      id: row.client.id,
      code: row.client.code,
      name: row.client.name,
      logo_full: row.client.logo ? storage.url(row.client.logo) : null,
    },
    responsible: toUserRef(row.responsible, storage),
    city: row.city,
    updated_at: utcIso(row.updated_at),
    created_at: utcIso(row.created_at),
  }
}

export function cardRowToListItem(row: CardRow, storage: FileStorage): ProjectListItem {
  return {
    ...cardRowToLeadCard(row, storage),
    project_type: row.project_type,
    expected_attendee_count: row.expected_attendee_count,
    country: row.country,
  }
}

export interface ProjectExtras {
  contacts: Project['contacts']
  status_history: Project['status_history']
  notes: Note[]
  calls: Call[]
  can_edit: boolean
  can_delete: boolean
  read_only: boolean
}

export function toProject(row: ProjectRow, storage: FileStorage, extras: ProjectExtras): Project {
  const { project } = row
  const feeType = project.fin_fee_type
  return {
    ...toLeadCard(row, storage),
    project_type: row.project_type,
    expected_attendee_count: project.expected_attendee_count,
    country: project.country,
    format: (PROJECT_FORMATS as readonly string[]).includes(project.format ?? '')
      ? (project.format as ProjectFormat)
      : null,
    languages: project.languages,
    currency: project.currency,
    fin_fee_type: feeType === 'PERCENTAGE' || feeType === 'FIXED' ? feeType : null,
    fin_fee_percentage: decimal(project.fin_fee_percentage),
    fin_fee_fixed_amount: decimal(project.fin_fee_fixed_amount),
    fin_fee_currency: project.fin_fee_currency,
    profit_target: decimal(project.profit_target),
    client_response_date: project.client_response_date,
    status_info: project.status_info,
    note: project.note,
    creator: row.creator,
    ...extras,
  }
}
