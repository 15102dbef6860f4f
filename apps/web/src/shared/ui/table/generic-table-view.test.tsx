import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '../../api/api-error'
import { cssVariablesResolver, theme } from '../../theme'
import { GenericTableView, type GenericTableViewProps } from './generic-table-view'

interface Row {
  id: number
  name: string
  shared: boolean
}
type Values = { name: string }

const ROWS: Row[] = [
  { id: 1, name: 'Lansman', shared: false },
  { id: 2, name: 'Çalıştay', shared: false },
  { id: 3, name: 'Ortak Kayıt', shared: true },
]

function setup(overrides: Partial<GenericTableViewProps<Row, Values>> = {}) {
  const onSave = vi.fn(async (_values: Values, _row: Row | null) => ({ message: 'Kayıt eklendi.' }))
  const onDelete = vi.fn(async (_row: Row) => ({ message: 'Kayıt silindi.' }))
  const props: GenericTableViewProps<Row, Values> = {
    title: 'Proje Türleri',
    rows: ROWS,
    columns: [{ key: 'name', title: 'Ad', render: (row) => row.name, sortValue: (row) => row.name }],
    rowLabel: (row) => row.name,
    form: {
      fields: [{ name: 'name', label: 'Ad', kind: 'text', required: true }],
      schema: z.strictObject({ name: z.string().trim().min(1).max(20) }),
      empty: { name: '' },
      toValues: (row) => ({ name: row.name }),
      titles: { create: 'Yeni Proje Türü', edit: 'Proje Türünü Düzenle' },
    },
    onSave,
    onDelete,
    canModify: (row) => !row.shared,
    ...overrides,
  }
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <ModalsProvider>
        <GenericTableView {...props} />
      </ModalsProvider>
    </MantineProvider>,
  )
  return { onSave, onDelete, user: userEvent.setup() }
}

const bodyNames = () =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

describe('GenericTableView', () => {
  it('shows the title, the rows and per-row Update and Delete, none on read-only rows', () => {
    setup()
    expect(screen.getByRole('heading', { name: 'Proje Türleri' })).toBeTruthy()
    expect(bodyNames()).toEqual(['Lansman', 'Çalıştay', 'Ortak Kayıt'])
    expect(screen.getByRole('button', { name: 'Güncelle: Lansman' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sil: Çalıştay' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Güncelle: Ortak Kayıt' })).toBeNull()
  })

  it('sorts by a column with Turkish collation, both ways', async () => {
    const { user } = setup()
    const header = screen.getByRole('columnheader', { name: /Ad/ })
    await user.click(within(header).getByRole('button'))
    expect(bodyNames()).toEqual(['Çalıştay', 'Lansman', 'Ortak Kayıt'])
    expect(header.getAttribute('aria-sort')).toBe('ascending')
    await user.click(within(header).getByRole('button'))
    expect(bodyNames()).toEqual(['Ortak Kayıt', 'Lansman', 'Çalıştay'])
  })

  it('searches ignoring case and Turkish letters, and says when nothing matches', async () => {
    const { user } = setup()
    await user.type(screen.getByPlaceholderText('Ara...'), 'calis')
    expect(bodyNames()).toEqual(['Çalıştay'])
    await user.clear(screen.getByPlaceholderText('Ara...'))
    await user.type(screen.getByPlaceholderText('Ara...'), 'yok böyle')
    expect(screen.getByText('Hiç sonuç bulunamadı')).toBeTruthy()
    expect(screen.getByText('Aramanı ya da filtreleri değiştirip tekrar dene.')).toBeTruthy()
    expect(screen.queryByText('Henüz kayıt yok')).toBeNull()
  })

  it('says an empty list is empty and how to fill it, not "no results", when nothing was searched', () => {
    setup({ rows: [], emptyText: 'İlk proje türünü Yeni Ekle ile ekle.' })
    const empty = screen.getByTestId('empty-state')
    expect(within(empty).getByText('Henüz kayıt yok')).toBeTruthy()
    expect(within(empty).getByText('İlk proje türünü Yeni Ekle ile ekle.')).toBeTruthy()
    expect(within(empty).getByRole('button', { name: 'Yeni Ekle' })).toBeTruthy()
    expect(screen.queryByText('Hiç sonuç bulunamadı')).toBeNull()
  })

  it('adds a record through the modal once the form is valid', async () => {
    const { user, onSave } = setup()
    await user.click(screen.getByRole('button', { name: 'Yeni Ekle' }))
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Proje Türü' })
    const save = within(dialog).getByRole('button', { name: 'Kaydet' })
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true))
    await user.type(within(dialog).getByLabelText(/^Ad/), 'Gala')
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false))
    await user.click(save)
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Gala' }, null))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Yeni Proje Türü' })).toBeNull())
  })

  it('edits a row with its values and puts a 422 under the field', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(422, 'Gönderdiğin bilgilerde hata var.', {
        name: ['Bu isimde bir kayıt zaten var.'],
      })
    })
    const { user } = setup({ onSave })
    await user.click(screen.getByRole('button', { name: 'Güncelle: Lansman' }))
    const dialog = await screen.findByRole('dialog', { name: 'Proje Türünü Düzenle' })
    expect((within(dialog).getByLabelText(/^Ad/) as HTMLInputElement).value).toBe('Lansman')
    await user.type(within(dialog).getByLabelText(/^Ad/), '2')
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }))
    expect(await within(dialog).findByText('Bu isimde bir kayıt zaten var.')).toBeTruthy()
    expect(onSave).toHaveBeenCalledWith({ name: 'Lansman2' }, ROWS[0])
  })

  it('asks "Emin misin?" before deleting and deletes only on OK', async () => {
    const { user, onDelete } = setup()
    await user.click(screen.getByRole('button', { name: 'Sil: Lansman' }))
    let dialog = await screen.findByRole('dialog', { name: 'Emin misin?' })
    expect(within(dialog).getByText('Bu işlem geri alınamaz!')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Emin misin?' })).toBeNull())
    expect(onDelete).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Sil: Lansman' }))
    dialog = await screen.findByRole('dialog', { name: 'Emin misin?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }))
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(ROWS[0]))
  })

  it('shows skeletons while loading and no New button without a form', () => {
    setup({ rows: undefined, loading: true, form: undefined, onSave: undefined })
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Yeni Ekle' })).toBeNull()
  })
})
