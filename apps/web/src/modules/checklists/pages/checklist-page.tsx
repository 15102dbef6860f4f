import type { ChecklistItem } from '@ajanda/contracts/checklists.contract'
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Menu,
  NavLink,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconDots,
  IconEraser,
  IconFileSpreadsheet,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { checklistQueryOptions, useChecklistMutations } from '../checklists.api'
import { ChecklistFormModal } from '../components/checklist-form-modal'
import { ItemFormModal } from '../components/item-form-modal'
import { ItemsTable } from '../components/items-table'
import { SectionNamePopover } from '../components/section-name-popover'
import { UploadModal } from '../components/upload-modal'

/** Runs a write after an irreversible-action confirmation; its message or error shows as an alert. */
async function confirmed(message: string, confirmLabel: string, write: () => Promise<{ message: string }>) {
  if (!(await confirmDestructive({ message, confirmLabel }))) return false
  try {
    notifySuccess((await write()).message)
    return true
  } catch (error) {
    notifyError(error instanceof Error ? error.message : null)
    return false
  }
}

/**
 * /admin/checklist/{id} (admin-area.md "Checklist detail"): full screen, titled by the checklist's name;
 * sections with their row counts at the left, the selected section's rows at the right.
 */
export function ChecklistPage() {
  const { t } = useTranslation(['checklists', 'common'])
  const id = Number(useParams().id)
  const navigate = useNavigate()
  const detail = useQuery({ ...checklistQueryOptions(id), enabled: Number.isInteger(id) && id > 0 })
  const mutations = useChecklistMutations(id)
  const [selected, setSelected] = useState<number | null>(null)
  const [editing, setEditing] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [itemForm, setItemForm] = useState<{ item: ChecklistItem | null } | null>(null)

  const data = detail.data
  const section = data?.sections.find((s) => s.id === selected) ?? data?.sections[0]
  const sectionItems = data && section ? data.items.filter((item) => item.section_id === section.id) : []

  const addSection = async (name: string) => {
    const answer = await mutations.addSection.mutateAsync(name)
    setSelected(answer.id)
    return answer
  }

  return (
    <Box component="main" py="lg">
      <Container size="xl">
        <Stack gap="lg">
          <Anchor component={Link} to="/admin/checklists" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t('detail.back')}
            </Group>
          </Anchor>
          {detail.isError ? (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('loadFailed')}>
              <Button size="xs" variant="light" color="red.8" onClick={() => void detail.refetch()}>
                {t('retry')}
              </Button>
            </Alert>
          ) : !data ? (
            <Loader aria-label={t('loading')} />
          ) : (
            <>
              <Group justify="space-between" wrap="nowrap">
                <Title order={1} fz="h2">
                  {data.name}
                </Title>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="default" size="lg" aria-label={t('detail.menu')}>
                      <IconDots size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconPencil size={16} aria-hidden />}
                      onClick={() => setEditing(true)}
                    >
                      {t('detail.edit')}
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconEraser size={16} aria-hidden />}
                      onClick={() =>
                        void confirmed(t('detail.resetMessage'), t('detail.resetConfirm'), () =>
                          mutations.remove.mutateAsync(true),
                        )
                      }
                    >
                      {t('detail.reset')}
                    </Menu.Item>
                    <Menu.Item
                      color="red.9"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={async () => {
                        const done = await confirmed(
                          t('detail.deleteMessage'),
                          t('common:actions.delete'),
                          () => mutations.remove.mutateAsync(false),
                        )
                        if (done) void navigate('/admin/checklists')
                      }}
                    >
                      {t('detail.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>

              {data.sections.length === 0 ? (
                <Paper withBorder radius="md" p="xl">
                  <Stack align="center" gap="sm" ta="center">
                    <IconFileSpreadsheet size={40} aria-hidden />
                    <Text fw={600}>{t('detail.emptyTitle')}</Text>
                    <Text size="sm" c="dimmed" maw={420}>
                      {t('detail.emptyText')}
                    </Text>
                    <Group>
                      <SectionNamePopover
                        label={t('detail.addSection')}
                        icon={<IconPlus size={16} aria-hidden />}
                        onSave={addSection}
                      />
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                        onClick={() => setUploading(true)}
                      >
                        {t('detail.upload')}
                      </Button>
                    </Group>
                  </Stack>
                </Paper>
              ) : (
                <Grid gap="lg">
                  <Grid.Col span={{ base: 12, md: 3 }}>
                    <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('detail.sections')}>
                      <Stack gap="xs">
                        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                          {data.sections.map((s) => (
                            <li key={s.id}>
                              <NavLink
                                component="button"
                                type="button"
                                label={s.section_title}
                                active={s.id === section?.id}
                                aria-current={s.id === section?.id ? 'true' : undefined}
                                onClick={() => setSelected(s.id)}
                                rightSection={
                                  <Badge
                                    size="sm"
                                    variant="light"
                                    aria-label={t('detail.itemCount', { count: s.items_count })}
                                  >
                                    {s.items_count}
                                  </Badge>
                                }
                              />
                            </li>
                          ))}
                        </Box>
                        <Group gap="xs">
                          <SectionNamePopover
                            label={t('detail.addSection')}
                            icon={<IconPlus size={16} aria-hidden />}
                            variant="subtle"
                            onSave={addSection}
                          />
                          <Button
                            size="xs"
                            variant="subtle"
                            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                            onClick={() => setUploading(true)}
                          >
                            {t('detail.upload')}
                          </Button>
                        </Group>
                      </Stack>
                    </Paper>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: 9 }}>
                    {section && (
                      <Stack gap="md">
                        <Group justify="space-between">
                          <Title order={2} fz="h4">
                            {section.section_title}
                          </Title>
                          <Group gap="xs">
                            <SectionNamePopover
                              key={section.id}
                              label={t('detail.renameSection')}
                              initial={section.section_title}
                              icon={<IconPencil size={16} aria-hidden />}
                              variant="default"
                              onSave={(name) =>
                                mutations.renameSection.mutateAsync({ sectionId: section.id, name })
                              }
                            />
                            <Menu position="bottom-end" withinPortal>
                              <Menu.Target>
                                <ActionIcon
                                  variant="default"
                                  size="md"
                                  aria-label={t('detail.sectionMenu', { name: section.section_title })}
                                >
                                  <IconDots size={16} aria-hidden />
                                </ActionIcon>
                              </Menu.Target>
                              <Menu.Dropdown>
                                <Menu.Item
                                  leftSection={<IconEraser size={16} aria-hidden />}
                                  onClick={() =>
                                    void confirmed(
                                      t('detail.resetSectionMessage', { name: section.section_title }),
                                      t('detail.resetConfirm'),
                                      () =>
                                        mutations.removeSection.mutateAsync({
                                          sectionId: section.id,
                                          reset: true,
                                        }),
                                    )
                                  }
                                >
                                  {t('detail.resetSection')}
                                </Menu.Item>
                                <Menu.Item
                                  color="red.9"
                                  leftSection={<IconTrash size={16} aria-hidden />}
                                  onClick={async () => {
                                    const done = await confirmed(
                                      t('detail.deleteSectionMessage', { name: section.section_title }),
                                      t('common:actions.delete'),
                                      () =>
                                        mutations.removeSection.mutateAsync({
                                          sectionId: section.id,
                                          reset: false,
                                        }),
                                    )
                                    if (done) setSelected(null)
                                  }}
                                >
                                  {t('detail.deleteSection')}
                                </Menu.Item>
                              </Menu.Dropdown>
                            </Menu>
                            <Button
                              size="xs"
                              leftSection={<IconPlus size={16} aria-hidden />}
                              onClick={() => setItemForm({ item: null })}
                            >
                              {t('detail.addItem')}
                            </Button>
                          </Group>
                        </Group>
                        {sectionItems.length === 0 ? (
                          <Text c="dimmed" ta="center" py="xl">
                            {t('detail.sectionEmpty')}
                          </Text>
                        ) : (
                          <ItemsTable
                            sectionTitle={section.section_title}
                            items={sectionItems}
                            allItems={data.items}
                            onEdit={(item) => setItemForm({ item })}
                            onDelete={(item) =>
                              void confirmed(
                                t('detail.deleteItemMessage', { name: item.description }),
                                t('common:actions.delete'),
                                () => mutations.removeItem.mutateAsync(item.id),
                              )
                            }
                          />
                        )}
                      </Stack>
                    )}
                  </Grid.Col>
                </Grid>
              )}
              <ChecklistFormModal
                opened={editing}
                initial={{ name: data.name, project_type_id: data.project_type_id }}
                onClose={() => setEditing(false)}
                onSave={(input) => mutations.update.mutateAsync(input)}
              />
              <ItemFormModal
                opened={itemForm !== null && section !== undefined}
                item={itemForm?.item ?? null}
                sectionId={section?.id ?? 0}
                sections={data.sections}
                items={data.items}
                onClose={() => setItemForm(null)}
                onSave={(input) =>
                  mutations.saveItem.mutateAsync({ itemId: itemForm?.item?.id ?? null, input })
                }
              />
              <UploadModal opened={uploading} onClose={() => setUploading(false)} mutations={mutations} />
            </>
          )}
        </Stack>
      </Container>
    </Box>
  )
}
