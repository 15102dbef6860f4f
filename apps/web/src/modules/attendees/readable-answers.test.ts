import { describe, expect, it } from 'vitest'
import { makeTestField, makeTestForm, makeTestSection } from '../forms/test-form'
import {
  type AnswerWords,
  answerFiles,
  choiceFields,
  readableAnswers,
  readableValue,
} from './readable-answers'

const WORDS: AnswerWords = {
  yes: 'Evet',
  no: 'Hayır',
  unknownField: (id) => `Alan #${id}`,
  otherSection: 'Formda artık olmayan alanlar',
}

describe('readableAnswers', () => {
  it('names fields by their titles and options by their texts, in the UI language', () => {
    const form = makeTestForm()
    const answers = { '101': 501, '102': 'Ayşe Yılmaz', '107': 601 }
    expect(readableAnswers(form, answers, 'tr', WORDS)).toEqual([
      {
        title: 'Kişisel bilgiler',
        answers: [
          { fieldId: 101, title: 'Katılacak mısınız?', value: 'Evet', files: [] },
          { fieldId: 102, title: 'Ad Soyad', value: 'Ayşe Yılmaz', files: [] },
        ],
      },
      {
        title: 'Ayrıntılar',
        answers: [{ fieldId: 107, title: 'flight 107', value: 'IST · TK 1234 · 2027-03-04', files: [] }],
      },
    ])
    expect(readableAnswers(form, answers, 'en', WORDS)[0]?.answers[0]).toEqual({
      fieldId: 101,
      title: 'Will you attend?',
      value: 'Yes',
      files: [],
    })
  })

  it('lists fields the form no longer has under their ids, and skips blank answers', () => {
    const sections = readableAnswers(makeTestForm(), { '102': '  ', '999': 'eski' }, 'tr', WORDS)
    expect(sections).toEqual([
      {
        title: 'Formda artık olmayan alanlar',
        answers: [{ fieldId: 999, title: 'Alan #999', value: 'eski', files: [] }],
      },
    ])
  })

  it('reads many options, switches, date ranges, files and passwords', () => {
    const form = makeTestForm()
    const dropdown = form.sections[0]?.fields[0]
    if (!dropdown) throw new Error('no dropdown')
    const many = { ...dropdown, type: 'checkboxes' }
    expect(readableValue(many, [502, 501], 'tr', WORDS)).toBe('Hayır, Evet')
    expect(readableValue(makeTestField(1, 1, 'switch'), true, 'tr', WORDS)).toBe('Evet')
    expect(readableValue(makeTestField(1, 1, 'date_range'), ['2027-03-01', '2027-03-04'], 'tr', WORDS)).toBe(
      '2027-03-01 – 2027-03-04',
    )
    expect(
      readableValue(makeTestField(1, 1, 'file_uploader'), { url: '/f/1', name: 'cv.pdf' }, 'tr', WORDS),
    ).toBe('cv.pdf')
    expect(readableValue(makeTestField(1, 1, 'password'), 'secret', 'tr', WORDS)).toBe('••••••')
  })

  it('names uploaded files for download: one or many, by their name or the field’s title', () => {
    expect(
      answerFiles({ url: 'upload:a.b', name: 'cv.pdf', size: 3, mime: 'application/pdf' }, 'CV'),
    ).toEqual([{ url: 'upload:a.b', name: 'cv.pdf' }])
    expect(answerFiles([{ url: 'upload:x' }, { url: '' }, 'text'], 'İmza')).toEqual([
      { url: 'upload:x', name: 'İmza' },
    ])
    expect(answerFiles('plain', 'x')).toEqual([])
    const sections = readableAnswers(
      makeTestForm(),
      { '999': { url: 'upload:z', name: 'eski.pdf' } },
      'tr',
      WORDS,
    )
    expect(sections[0]?.answers[0]?.files).toEqual([{ url: 'upload:z', name: 'eski.pdf' }])
  })

  it('offers only fields with options to the answer filter', () => {
    const form = makeTestForm({
      sections: [makeTestSection(11, { tr: 'A' }, [makeTestField(120, 11, 'short_answer')])],
    })
    expect(choiceFields(form)).toEqual([])
    expect(choiceFields(makeTestForm()).map((field) => field.id)).toEqual([101])
  })
})
