import type {
  AttendeeListMatch,
  DbColumn,
  FormDetail,
  FormFieldOut,
  FormSectionOut,
  FormSummary,
} from '@ajanda/contracts/forms/form-detail'
import type { FormType } from '@ajanda/contracts/forms/form-model'
import type {
  AttendeeList,
  FieldUpdateInput,
  FormCreateInput,
  FormUpdateInput,
  ProjectFlight,
  RuleCreateInput,
  SectionUpdateInput,
} from '@ajanda/contracts/forms.contract'
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { uploadFile } from '../../shared/api/upload-file'

/**
 * The form builder's calls (admin-area.md section 7). Every write answers with what it changed; the
 * hooks patch the cached form with it, so an autosave shows at once without reloading the whole form.
 */
export const formKeys = {
  all: ['forms'] as const,
  list: (projectId: number | null, formType?: FormType) =>
    [...formKeys.all, 'list', projectId, formType ?? null] as const,
  detail: (id: number) => [...formKeys.all, 'detail', id] as const,
  briefForm: () => [...formKeys.all, 'brief-form'] as const,
  flights: (projectId: number) => ['project-flights', projectId] as const,
  attendeeLists: (projectId: number) => ['attendee-lists', projectId] as const,
  attendeeColumns: (projectId: number) => ['attendee-columns', projectId] as const,
}

type Message = { message: string }
type WithForm = Message & { data: FormDetail }
type WithSection = Message & { data: FormSectionOut }
type WithField = Message & { data: FormFieldOut }

export const formListQueryOptions = (projectId: number | null, formType?: FormType) =>
  queryOptions({
    queryKey: formKeys.list(projectId, formType),
    queryFn: ({ signal }) =>
      api.get<{ data: FormSummary[] }>(
        '/forms',
        { ...(projectId ? { project_id: projectId } : {}), ...(formType ? { form_type: formType } : {}) },
        signal,
      ),
  })

export const formQueryOptions = (id: number) =>
  queryOptions({
    queryKey: formKeys.detail(id),
    queryFn: ({ signal }) => api.get<FormDetail>(`/form/${id}`, undefined, signal),
  })

export const briefFormQueryOptions = () =>
  queryOptions({
    queryKey: formKeys.briefForm(),
    queryFn: ({ signal }) => api.get<FormDetail>('/event-companies/brief-form', undefined, signal),
  })

export const projectFlightsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: formKeys.flights(projectId),
    queryFn: ({ signal }) =>
      api.get<{ data: ProjectFlight[] }>(`/project/${projectId}/flights`, undefined, signal),
  })

export const attendeeListsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: formKeys.attendeeLists(projectId),
    queryFn: ({ signal }) =>
      api.get<{ data: AttendeeList[] }>(`/project/${projectId}/attendees/lists`, undefined, signal),
  })

export const attendeeColumnsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: formKeys.attendeeColumns(projectId),
    queryFn: ({ signal }) =>
      api.get<{ data: DbColumn[] }>(`/project/${projectId}/attendees/column`, undefined, signal),
  })

// ---- patching the cached form ----

function patchForm(queryClient: QueryClient, formId: number, patch: (form: FormDetail) => FormDetail) {
  queryClient.setQueryData<FormDetail>(formKeys.detail(formId), (form) => (form ? patch(form) : form))
}

/** The cached form with one section replaced by the server's copy. */
export function withSection(form: FormDetail, section: FormSectionOut): FormDetail {
  return { ...form, sections: form.sections.map((each) => (each.id === section.id ? section : each)) }
}

/** The cached form with one field replaced by the server's copy (it may have moved section). */
export function withField(form: FormDetail, field: FormFieldOut): FormDetail {
  return {
    ...form,
    sections: form.sections.map((section) => {
      const others = section.fields.filter((each) => each.id !== field.id)
      if (section.id !== field.section_id)
        return others.length === section.fields.length ? section : { ...section, fields: others }
      const fields = section.fields.some((each) => each.id === field.id)
        ? section.fields.map((each) => (each.id === field.id ? field : each))
        : [...others, field].sort((a, b) => a.sort_order - b.sort_order)
      return { ...section, fields }
    }),
  }
}

/** Writes that answer with the whole form replace the cache; the list's counts refresh behind. */
function useFormWrite<Input>(formId: number, call: (input: Input) => Promise<WithForm>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (response) => {
      queryClient.setQueryData(formKeys.detail(formId), response.data)
      void queryClient.invalidateQueries({ queryKey: [...formKeys.all, 'list'] })
    },
  })
}

function useSectionWrite<Input>(formId: number, call: (input: Input) => Promise<WithSection>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (response) => patchForm(queryClient, formId, (form) => withSection(form, response.data)),
  })
}

function useFieldWrite<Input>(formId: number, call: (input: Input) => Promise<WithField>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (response) => patchForm(queryClient, formId, (form) => withField(form, response.data)),
  })
}

// ---- the form itself ----

export function useCreateForm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: FormCreateInput) => api.post<WithForm>('/forms', input),
    onSuccess: (response) => {
      queryClient.setQueryData(formKeys.detail(response.data.id), response.data)
      void queryClient.invalidateQueries({ queryKey: [...formKeys.all, 'list'] })
    },
  })
}

export function useFormSettings(formId: number) {
  const queryClient = useQueryClient()
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: [...formKeys.all, 'list'] })
  return {
    update: useFormWrite(formId, (input: FormUpdateInput) => api.put<WithForm>(`/form/${formId}`, input)),
    clone: useMutation({
      mutationFn: () => api.post<WithForm>(`/form/${formId}/clone`),
      onSuccess: refreshLists,
    }),
    remove: useMutation({
      mutationFn: () => api.delete<Message>(`/form/${formId}`),
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: formKeys.detail(formId) })
        return refreshLists()
      },
    }),
  }
}

// ---- sections, fields, options, rules (addressed by the form's code) ----

export function useFormBuilderMutations(form: Pick<FormDetail, 'id' | 'code'>) {
  const base = `/form/${form.code}`
  const id = form.id
  return {
    addSection: useFormWrite(id, (name: string) => api.post<WithForm>(`${base}/section`, { name })),
    updateSection: useSectionWrite(
      id,
      ({ sectionId, ...input }: SectionUpdateInput & { sectionId: number }) =>
        api.put<WithSection>(`${base}/section/${sectionId}`, input, { keepNulls: true }),
    ),
    removeSection: useFormWrite(id, (sectionId: number) =>
      api.delete<WithForm>(`${base}/section/${sectionId}`),
    ),
    sortSections: useFormWrite(id, (sections: number[]) => api.post<WithForm>(`${base}/sort`, { sections })),
    sortFields: useSectionWrite(id, ({ sectionId, fields }: { sectionId: number; fields: number[] }) =>
      api.put<WithSection>(`${base}/section/${sectionId}/sort`, { fields }),
    ),
    addField: useFormWrite(
      id,
      (input: { section_id: number; field_type: string; field_index: number; template_id?: number | null }) =>
        api.post<WithForm>(`${base}/field`, input),
    ),
    moveField: useFormWrite(
      id,
      ({ fieldId, ...input }: { fieldId: number; section_id: number; field_index: number }) =>
        api.put<WithForm>(`${base}/field/${fieldId}/section`, input),
    ),
    updateField: useFieldWrite(id, ({ fieldId, ...input }: FieldUpdateInput & { fieldId: number }) =>
      api.put<WithField>(`/form/field/${fieldId}`, input, { keepNulls: true }),
    ),
    removeField: useFormWrite(id, (fieldId: number) => api.delete<WithForm>(`/form/field/${fieldId}`)),
    addOption: useFieldWrite(
      id,
      ({ fieldId, ...input }: { fieldId: number; option_text: string; quota_available?: number | null }) =>
        api.post<WithField>(`${base}/field/${fieldId}/option`, input),
    ),
    updateOption: useFieldWrite(
      id,
      ({
        fieldId,
        optionId,
        ...input
      }: {
        fieldId: number
        optionId: number
        column: string
        data: string | number | null
      }) => api.put<WithField>(`${base}/field/${fieldId}/option/${optionId}`, input, { keepNulls: true }),
    ),
    removeOption: useFieldWrite(id, ({ fieldId, optionId }: { fieldId: number; optionId: number }) =>
      api.delete<WithField>(`${base}/field/${fieldId}/option/${optionId}`),
    ),
    sortOptions: useFieldWrite(id, ({ fieldId, options }: { fieldId: number; options: number[] }) =>
      api.post<WithField>(`${base}/field/${fieldId}/option/sort`, { options }),
    ),
    addRule: useRuleWrite(id, (input: RuleCreateInput) => api.post<RuleResponse>(`${base}/rules`, input)),
    removeRule: useRuleWrite(id, (ruleId: number) => api.delete<RuleResponse>(`${base}/rules/${ruleId}`)),
    addFlightOption: useFieldWrite(
      id,
      ({ fieldId, ...input }: { fieldId: number; flight_id: number; quota_available?: number | null }) =>
        api.post<WithField>(`${base}/field/${fieldId}/flight_option`, input),
    ),
    removeFlightOption: useFieldWrite(id, ({ fieldId, optionId }: { fieldId: number; optionId: number }) =>
      api.delete<WithField>(`${base}/field/${fieldId}/flight_option/${optionId}`),
    ),
    addListMatch: useListMatchWrite(id, (input: Omit<AttendeeListMatch, 'id'>) =>
      api.post<ListMatchResponse>(`${base}/attendee_list_match`, input),
    ),
    removeListMatch: useListMatchWrite(id, (matchId: number) =>
      api.delete<ListMatchResponse>(`${base}/attendee_list_match/${matchId}`),
    ),
  }
}

type RuleResponse = Message & { section?: FormSectionOut; field?: FormFieldOut }

function useRuleWrite<Input>(formId: number, call: (input: Input) => Promise<RuleResponse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: ({ section, field }) =>
      patchForm(queryClient, formId, (form) => {
        const withOwner = section ? withSection(form, section) : form
        return field ? withField(withOwner, field) : withOwner
      }),
  })
}

type ListMatchResponse = Message & { data: AttendeeListMatch[] }

/** A match changes a room_mates field's matches: the field is refetched with the form. */
function useListMatchWrite<Input>(formId: number, call: (input: Input) => Promise<ListMatchResponse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKeys.detail(formId) }),
  })
}

/** POST form/field/{id}/upload: a contract file, a PDF, an image for a field's props. */
export function uploadFieldFile(fieldId: number, file: File) {
  return uploadFile<{ url: string; name: string; size: number; mime: string }>(
    `/form/field/${fieldId}/upload`,
    file,
  )
}
