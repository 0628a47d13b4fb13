import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { NumberInput, SelectInput, useDataProvider, useTranslate } from 'react-admin'
import { ListFilters } from '@/components/list/ListFilters'
import { dateFilterInput } from '@/components/DateFilterInput'
import type { AppDataProvider } from '@/providers/dataProvider'
import { actionLabel, subjectTypeLabel } from './auditLabels'

/** The filters: admin, action and record type (choices the server lists from the log), record id, days. */
export const AuditLogFilters = () => {
  const dataProvider = useDataProvider<AppDataProvider>()
  const translate = useTranslate()
  const { data, isPending } = useQuery({
    queryKey: ['auditLogs', 'choices'],
    queryFn: () => dataProvider.auditLogChoices(),
  })
  const filters = useMemo(
    () => [
      <SelectInput
        key="userId"
        source="userId"
        alwaysOn
        isPending={isPending}
        choices={(data?.admins ?? []).map((admin) => ({
          id: admin.id,
          name: admin.name ? `${admin.name} (${admin.login})` : admin.login,
        }))}
        translateChoice={false}
        sx={{ minWidth: 180 }}
      />,
      <SelectInput
        key="action"
        source="action"
        alwaysOn
        isPending={isPending}
        choices={(data?.actions ?? []).map((action) => ({
          id: action,
          name: actionLabel(action, translate),
        }))}
        translateChoice={false}
        sx={{ minWidth: 220 }}
      />,
      <SelectInput
        key="subjectType"
        source="subjectType"
        alwaysOn
        isPending={isPending}
        choices={(data?.subjectTypes ?? []).map((type) => ({
          id: type,
          name: subjectTypeLabel(type, translate),
        }))}
        translateChoice={false}
        sx={{ minWidth: 160 }}
      />,
      <NumberInput key="subjectId" source="subjectId" alwaysOn min={1} step={1} sx={{ width: 130 }} />,
      dateFilterInput('createdDateFrom'),
      dateFilterInput('createdDateTo'),
    ],
    [data, isPending, translate]
  )
  return <ListFilters filters={filters} />
}
