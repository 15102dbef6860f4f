import { deflateSync } from 'node:zlib'
import { calculateBudget } from '@ajanda/contracts/budget-calc'
import type { BudgetCategoryBlock, BudgetDetail, BudgetLine } from '@ajanda/contracts/budgets.contract'
import type { BudgetExportInput } from './budget-export-types'

/*
 * Test support: a hand-built budget in TRY with EUR and USD lines, an alternative group and Turkish
 * names, its totals computed by the shared budget arithmetic as the server would. Buy prices end in
 * ",17"/".17" so a test can look for them anywhere in an export.
 */

type LineSeed = Partial<BudgetLine> & Pick<BudgetLine, 'name' | 'price_buy' | 'price_sell'>

let nextId = 1

function line(categoryId: number, seed: LineSeed, order: number): BudgetLine {
  const id = nextId++
  return {
    id,
    budget_category_id: categoryId,
    item_id: null,
    name_en: null,
    product_type: null,
    quantity: '1',
    quantity_unit: 'PEOPLE',
    unit_count: '1',
    count_unit: 'TIMES',
    suppliers: [],
    currency_buy: 'TRY',
    currency_sell: 'TRY',
    alt_group: null,
    is_default: true,
    sort_order: order,
    notes: null,
    client_selected: false,
    client_comment: null,
    version: 1,
    updated_at: '2026-03-01T09:00:00.000Z',
    total_buy: '0',
    total_sell: '0',
    taxes: '0',
    profit: '0',
    counted: true,
    ...seed,
  }
}

interface CategorySeed {
  id: number
  name: string
  name_en: string
  vat_rate: string
  items: LineSeed[]
}

const SUPPLIER_HOTEL = { id: 11, name: 'Çırağan Sarayı Otelcilik A.Ş.' }
const SUPPLIER_BUS = { id: 12, name: 'Öztürk Turizm Taşımacılık' }

function baseCategories(): CategorySeed[] {
  return [
    {
      id: 101,
      name: 'Konaklama',
      name_en: 'Accommodation',
      vat_rate: '0.1',
      items: [
        {
          name: 'Boğaz manzaralı oda (İstanbul)',
          name_en: 'Bosphorus view room (Istanbul)',
          product_type: 'ACC',
          quantity: '20',
          quantity_unit: 'ROOMS',
          unit_count: '3',
          count_unit: 'NIGHTS',
          suppliers: [SUPPLIER_HOTEL],
          price_buy: '4321.17',
          price_sell: '5400',
          alt_group: 'otel',
          is_default: true,
          notes: 'Erken rezervasyon indirimi şubata kadar geçerli',
        },
        {
          name: 'Şehir manzaralı oda',
          name_en: 'City view room',
          product_type: 'ACC',
          quantity: '20',
          quantity_unit: 'ROOMS',
          unit_count: '3',
          count_unit: 'NIGHTS',
          suppliers: [SUPPLIER_HOTEL],
          price_buy: '3210.17',
          price_sell: '3999.99',
          alt_group: 'otel',
          is_default: false,
        },
        {
          name: 'Gala yemeği',
          name_en: 'Gala dinner',
          product_type: 'EVENT',
          quantity: '40',
          price_buy: '95.17',
          currency_buy: 'EUR',
          price_sell: '120',
          currency_sell: 'EUR',
        },
      ],
    },
    {
      id: 102,
      name: 'Transfer',
      name_en: 'Transfers',
      vat_rate: '0.2',
      items: [
        {
          name: 'Havalimanı transferi (Sabiha Gökçen)',
          name_en: 'Airport transfer',
          product_type: 'TRANSFER',
          quantity: '2',
          quantity_unit: 'PIECES',
          unit_count: '2',
          count_unit: 'TIMES',
          suppliers: [SUPPLIER_BUS],
          price_buy: '180.17',
          currency_buy: 'USD',
          price_sell: '250',
          currency_sell: 'USD',
        },
      ],
    },
    {
      id: 103,
      name: 'Sosyal Program',
      name_en: 'Social programme',
      vat_rate: '0.2',
      items: [
        {
          name: 'Boğaz turu: Ortaköy, Çengelköy, Üsküdar; ŞĞİÇÖÜ',
          product_type: 'TOUR',
          quantity: '40',
          price_buy: '610.17',
          price_sell: '850.5',
        },
      ],
    },
  ]
}

/** The budget with its totals; `extraLines` adds that many plain lines to the last category. */
export function budgetFixture(extraLines = 0): BudgetDetail {
  nextId = 1
  const seeds = baseCategories()
  const last = seeds[seeds.length - 1]
  for (let index = 0; index < extraLines && last; index += 1)
    last.items.push({
      name: `Ek hizmet ${index + 1}: çiçek süslemesi, ışık ve ses düzeni`,
      product_type: 'EVENT',
      quantity: String(1 + (index % 7)),
      price_buy: `${100 + index}.17`,
      price_sell: `${150 + index}.25`,
    })
  const blocks: BudgetCategoryBlock[] = seeds.map((seed, order) => ({
    id: seed.id,
    category_id: null,
    name: seed.name,
    name_en: seed.name_en,
    sort_order: order,
    info: { name: seed.name, vat_rate: seed.vat_rate, taxes: [] },
    items: seed.items.map((item, index) => line(seed.id, item, index)),
    total_buy: '0',
    total_sell: '0',
  }))
  const rates = { EUR: '36.5', USD: '33.25' }
  const serviceFee = { type: 'PERCENTAGE' as const, amount: '0.1', currency: 'TRY' }
  const totals = calculateBudget({
    currency: 'TRY',
    rates,
    service_fee: { ...serviceFee, vat_rate: '0.2' },
    categories: blocks.map((block) => ({
      id: block.id,
      vat_rate: block.info.vat_rate,
      taxes: [{ price_type: 'PERCENTAGE' as const, price: '0.02', currency_code: 'TRY', vat_rate: '0' }],
      items: block.items,
    })),
  })
  blocks.forEach((block, index) => {
    const computed = totals.categories[index]
    if (!computed) return
    block.total_buy = computed.total_buy
    block.total_sell = computed.total_sell
    block.items = block.items.map((item, itemIndex) => ({
      ...item,
      ...computed.items[itemIndex],
      id: item.id,
    }))
  })
  return {
    code: 'b-code',
    name: 'Yaz Kongresi 2026 — Şölen & Gala',
    currency: 'TRY',
    currencies: ['EUR', 'USD'],
    rates,
    rates_date: '2026-03-01',
    service_fee: serviceFee,
    service_fee_vat_rate: '0.2',
    version: 3,
    project: { code: 'p-code', name: 'Ulusal Kardiyoloji Kongresi', client_name: 'Türk Kardiyoloji Derneği' },
    categories: blocks,
    total: {
      total_buy: totals.total_buy,
      total_sell: totals.total_sell,
      taxes: totals.taxes,
      service_fee: totals.service_fee,
      total_sell_with_service_fee: totals.total_sell_with_service_fee,
      total_with_taxes: totals.total_with_taxes,
      profit: totals.profit,
      vat: totals.vat,
      missing_rates: totals.missing_rates,
    },
    current_profit_ratio: totals.current_profit_ratio,
    review: { status: 'NONE', code: null, comment: null, decided_at: null, shared_at: null },
    can_edit: true,
    updated_at: '2026-03-01T09:00:00.000Z',
  }
}

export function exportInput(overrides: Partial<BudgetExportInput> = {}): BudgetExportInput {
  return {
    format: 'xlsx',
    budget: budgetFixture(),
    company: {
      name: 'Ekol Kongre ve Etkinlik Hizmetleri',
      logo: null,
      main_color: '#7A1F3D',
      secondary_color: '#F3E3E8',
      footer_note: 'Fiyatlarımız 30 gün geçerlidir. Ödemeler IBAN ile yapılır; ğüşıöç İĞÜŞÖÇ.',
    },
    audience: 'client',
    lang: 'tr',
    generated_at: '2026-03-02T21:30:00.000Z',
    time_zone: 'Europe/Istanbul',
    ...overrides,
  }
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A plain RGB PNG of one colour: a logo without shipping an image file. */
export function pngLogo(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc8)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
