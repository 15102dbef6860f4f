import { clientInputSchema } from '@ajanda/contracts/clients.contract'
import { supplierInputSchema } from '@ajanda/contracts/suppliers.contract'
import {
  Button,
  Divider,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { definitionQueryOptions } from '../../definitions/definitions.api'
import { COMPANY_KINDS, type CompanyDetail, type CompanyKind, useSaveCompany } from '../address-book.api'
import { useCompanyGroups } from './company-filters'
import { CompanyFinanceFields } from './company-finance-fields'
import { type CompanyFormValues, companyFields, companyFormDefaults } from './company-form-values'
import { CompanyLocationFields } from './company-location-fields'
import { CompanyMatches, useCompanyMatches } from './company-matches'

const asId = (value: string | null) => (value ? Number(value) : null)

function CompanyForm({
  kind,
  company,
  onClose,
}: {
  kind: CompanyKind
  company: CompanyDetail | null
  onClose: () => void
}) {
  const { t } = useTranslation(['crm', 'common'])
  const locale = useFormLocale()
  const navigate = useNavigate()
  const save = useSaveCompany(kind)
  const groups = useCompanyGroups(kind)
  const taxOffices = useQuery(definitionQueryOptions('tax-offices')).data ?? []
  const [alert, setAlert] = useState<string | null>(null)
  const schema = kind === 'client' ? clientInputSchema : supplierInputSchema
  const form = useForm<CompanyFormValues>({
    resolver: localizedZodResolver(schema, locale) as unknown as Resolver<CompanyFormValues>,
    mode: 'onTouched',
    defaultValues: companyFormDefaults(kind, company),
  })
  const { errors, isSubmitting } = form.formState
  // A new record warns (without blocking) when its tax number, e-mail or phone is already on file.
  const similar = useCompanyMatches(kind)
  const checked = new Set(company ? [] : ['tax_number', 'email', 'phone'])
  const text = (name: 'legal_name' | 'tax_number' | 'phone' | 'email' | 'website' | 'iban' | 'bank_name') => {
    const field = form.register(name)
    return (
      <TextInput
        label={t(`fields.${name}`)}
        error={errors[name]?.message}
        {...field}
        onBlur={(event) => {
          void field.onBlur(event)
          if (checked.has(name)) similar.check(form.getValues())
        }}
      />
    )
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      const { message, data } = await save.mutateAsync({
        input: values as unknown as Record<string, unknown>,
        code: company?.code ?? null,
      })
      notifySuccess(message)
      onClose()
      if (!company) navigate(`${COMPANY_KINDS[kind].page}/${data.code}`)
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, companyFields(kind)))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.name')}
            required
            data-autofocus
            error={errors.name?.message}
            {...form.register('name')}
          />
          {text('legal_name')}
          {kind === 'client' ? (
            <Controller
              control={form.control}
              name="industry_id"
              render={({ field }) => (
                <Select
                  label={t('fields.industry_id')}
                  data={groups}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(value) => field.onChange(asId(value))}
                  searchable
                  clearable
                  error={errors.industry_id?.message}
                />
              )}
            />
          ) : (
            <Controller
              control={form.control}
              name="category_ids"
              render={({ field }) => (
                <MultiSelect
                  label={t('fields.category_ids')}
                  data={groups}
                  value={field.value.map(String)}
                  onChange={(value) => field.onChange(value.map(Number))}
                  searchable
                  clearable
                  error={errors.category_ids?.message}
                />
              )}
            />
          )}
          <Controller
            control={form.control}
            name="tax_office_id"
            render={({ field }) => (
              <Select
                label={t('fields.tax_office_id')}
                data={taxOffices.map((office) => ({ value: String(office.id), label: office.name }))}
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => field.onChange(asId(value))}
                searchable
                clearable
                limit={50}
                error={errors.tax_office_id?.message}
              />
            )}
          />
          {text('tax_number')}
        </SimpleGrid>
        <Textarea
          label={t('fields.address')}
          autosize
          minRows={2}
          error={errors.address?.message}
          {...form.register('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CompanyLocationFields form={form} />
          {text('phone')}
          {text('email')}
          {text('website')}
        </SimpleGrid>
        <CompanyMatches kind={kind} matches={similar.matches} onOpen={onClose} />
        {kind === 'client' ? (
          <>
            <Divider label={t('sections.finance')} labelPosition="left" />
            <CompanyFinanceFields form={form} />
          </>
        ) : (
          <>
            <Divider label={t('sections.bank')} labelPosition="left" />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('iban')}
              {text('bank_name')}
            </SimpleGrid>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** New client or supplier (POST), or the edit of one (PUT) with every field of the contract. */
export function CompanyFormModal({
  kind,
  company,
  opened,
  onClose,
}: {
  kind: CompanyKind
  company: CompanyDetail | null
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['crm', 'common'])
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={company ? t(`kinds.${kind}.edit`) : t(`kinds.${kind}.new`)}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened && <CompanyForm kind={kind} company={company} onClose={onClose} />}
    </Modal>
  )
}
