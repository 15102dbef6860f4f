import { describe, expect, it } from 'vitest'
import { webFormFrame } from './web-form-frame'

const ANSWER = {
  form: { name: 'Kongre Kaydı' },
  project: { name: 'Şifa Kongresi' },
  branding: { company_name: 'Demo & Co', logo: null, main_color: '#1f4e79', secondary_color: '#f2a900' },
}

describe('the web form frame the server paints first', () => {
  it('draws the company, the brand strip, the form name as the h1 and the project', () => {
    const html = webFormFrame(ANSWER)
    expect(html).toContain('<p class="wf-shell-company">Demo &amp; Co</p>')
    expect(html).toContain('style="background: linear-gradient(90deg, #1f4e79, #f2a900)"')
    expect(html).toContain('<h1>Kongre Kaydı</h1><p>Şifa Kongresi</p>')
  })

  it('draws the one colour twice, no strip without colours, and no project line without a project', () => {
    const one = webFormFrame({ ...ANSWER, branding: { ...ANSWER.branding, secondary_color: null } })
    expect(one).toContain('linear-gradient(90deg, #1f4e79, #1f4e79)')
    const plain = webFormFrame({
      form: { name: 'Form' },
      project: null,
      branding: { company_name: 'A', main_color: null, secondary_color: null },
    })
    expect(plain).not.toContain('wf-shell-strip')
    expect(plain).toContain('<h1>Form</h1></div>')
  })

  it('writes no colour it cannot vouch for into CSS, and nothing without a form name', () => {
    const odd = webFormFrame({
      ...ANSWER,
      branding: { ...ANSWER.branding, main_color: 'red; background-image: url(x)' },
    })
    expect(odd).not.toContain('wf-shell-strip')
    expect(odd).not.toContain('url(')
    expect(webFormFrame({ form: { name: '' } })).toBe('')
    expect(webFormFrame(null)).toBe('')
    expect(webFormFrame({ form: { name: '<b>' }, branding: null })).toContain('<h1>&lt;b&gt;</h1>')
  })
})
