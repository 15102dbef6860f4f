import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from '../theme'
import { EmptyResults } from './empty-state'

const show = (element: ReactElement) =>
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      {element}
    </MantineProvider>,
  )

describe('EmptyResults', () => {
  it('says what is empty, not "no results", when nothing was searched', () => {
    show(<EmptyResults text="Bu projeye henüz dosya yüklenmemiş" />)
    expect(screen.getByText('Bu projeye henüz dosya yüklenmemiş')).toBeTruthy()
    expect(screen.queryByText('Hiç sonuç bulunamadı')).toBeNull()
  })

  it('heads with a title and says under it what to do', () => {
    show(<EmptyResults title="Burada görev yok" text="Yeni bir görev oluşturarak başlayabilirsin." />)
    expect(screen.getByText('Burada görev yok')).toBeTruthy()
    expect(screen.getByText('Yeni bir görev oluşturarak başlayabilirsin.')).toBeTruthy()
  })

  it('falls back to "Henüz kayıt yok" without a text', () => {
    show(<EmptyResults />)
    expect(screen.getByText('Henüz kayıt yok')).toBeTruthy()
  })

  it('says a search found nothing and how to widen it, only when one was made', () => {
    show(<EmptyResults filtered title="Burada görev yok" />)
    expect(screen.getByText('Hiç sonuç bulunamadı')).toBeTruthy()
    expect(screen.getByText('Aramanı ya da filtreleri değiştirip tekrar dene.')).toBeTruthy()
    expect(screen.queryByText('Burada görev yok')).toBeNull()
  })
})
