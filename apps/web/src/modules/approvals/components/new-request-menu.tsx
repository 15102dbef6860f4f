import { REQUEST_FORMS } from '@ajanda/contracts/requests.contract'
import { Button, Menu } from '@mantine/core'
import { IconChevronDown, IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { openRequestForm } from '../../requests/open-request-form'

/** "Yeni talep": the eight request forms; a saved one shows up in "Taleplerim" (the form invalidates). */
export function NewRequestMenu() {
  const { t } = useTranslation('approvals')
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          {t('approves.newRequest')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {REQUEST_FORMS.map((form) => (
          <Menu.Item key={form} onClick={() => openRequestForm(form)} data-form={form}>
            {t(`forms.${form}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
