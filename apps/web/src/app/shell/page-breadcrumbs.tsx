import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useMatches } from 'react-router'
import { usePublishedRecord } from '../../shared/navigation/page-record'
import { buildBreadcrumbs } from '../router/breadcrumbs'

export function PageBreadcrumbs() {
  const { t } = useTranslation(['routes', 'shell'])
  const crumbs = buildBreadcrumbs(useMatches(), usePublishedRecord(useLocation().pathname))
  return (
    <Box component="nav" aria-label={t('shell:header.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6} fz="sm">
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Anchor key={`${crumb.title}:${crumb.to}`} component={Link} to={crumb.to} fz="sm">
              {crumb.text ?? t(crumb.title ?? 'notFound')}
            </Anchor>
          ) : (
            <Text key={crumb.title ?? crumb.text} fz="sm" c="dimmed" aria-current="page">
              {crumb.text ?? t(crumb.title ?? 'notFound')}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </Box>
  )
}
