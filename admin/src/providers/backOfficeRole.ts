import { backOfficeAccess, type BackOfficeRole } from '@posted-workers/domain'
import { usePermissions } from 'react-admin'
import type { ResourceDescriptor } from '@/resources/types'

/** The signed-in user's back-office role (the authProvider's permissions); undefined while it loads. */
export const useBackOfficeRole = () => usePermissions<BackOfficeRole | undefined>().permissions

/**
 * Whether the screen shows write actions (edit, create, credit notes, VAT checks, introducer changes). Hidden from an
 * accountant; the server refuses them anyway (the admin middleware), so this only spares a refused click.
 */
export const useMayWrite = () => useBackOfficeRole() !== 'accountant'

/**
 * The resources a role may use, as it may use them: all of an admin's; an accountant's reads (list and show, no
 * create or edit screen); none without a back-office role.
 */
export function resourcesFor(role: BackOfficeRole | undefined, resources: ResourceDescriptor[]) {
  return resources.flatMap((resource): ResourceDescriptor[] => {
    const access = backOfficeAccess(role ?? null, resource.name)
    if (access === 'all') return [resource]
    if (access === 'read') return [{ ...resource, create: undefined, edit: undefined }]
    return []
  })
}
