import { afterEach, describe, expect, it } from 'vitest'
import { leadModalStore } from '../../modules/bizdev/lead-modal-store'
import { contactModalStore } from '../../modules/contacts/contact-modal-store'
import { meetingModalStore } from '../../modules/meetings/meeting-modal-store'
import { requestFormStore } from '../../modules/requests/open-request-form'
import { taskModalStore } from '../../modules/tasks/task-modal-store'
import { openQuickCreateTarget } from './open-quick-create-target'
import { AGENCY_QUICK_CREATE_ITEMS } from './quick-create-items'

const stores = [leadModalStore, contactModalStore, meetingModalStore, requestFormStore, taskModalStore]
afterEach(() => {
  for (const store of stores) store.reset()
})

describe('the agency quick-create menu', () => {
  it('lists the spec’s eleven items in order, the business opportunity first and wide', () => {
    expect(AGENCY_QUICK_CREATE_ITEMS.map((item) => item.key)).toEqual([
      'lead',
      'task',
      'meeting',
      'advance',
      'expense',
      'ccRequest',
      'paymentRequest',
      'leave',
      'operation',
      'inspection',
      'contact',
    ])
    expect(AGENCY_QUICK_CREATE_ITEMS.filter((item) => item.wide).map((item) => item.key)).toEqual(['lead'])
  })

  it('each item opens its modal through its module’s store, and only that one', () => {
    const expected: Record<string, unknown> = {
      lead: leadModalStore,
      task: taskModalStore,
      meeting: meetingModalStore,
      contact: contactModalStore,
    }
    for (const item of AGENCY_QUICK_CREATE_ITEMS) {
      openQuickCreateTarget(item.target)
      const opened = stores.filter((store) => store.get()?.opened)
      expect(opened).toEqual([expected[item.key] ?? requestFormStore])
      if (item.target.kind === 'request') {
        expect(requestFormStore.get()?.options.form).toBe(item.target.form)
      }
      for (const store of stores) store.reset()
    }
  })
})
