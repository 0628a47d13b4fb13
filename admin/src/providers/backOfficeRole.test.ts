import { describe, expect, it } from 'vitest'
import { resources } from '@/resources'
import { resourcesFor } from './backOfficeRole'

const names = (list: { name: string }[]) => list.map((resource) => resource.name)

describe('resourcesFor', () => {
  it('gives an admin every resource, screens included', () => {
    expect(resourcesFor('admin', resources)).toEqual(resources)
  })

  it('gives an accountant billing, companies and contracts, without a create or an edit screen', () => {
    const allowed = resourcesFor('accountant', resources)
    expect(names(allowed)).toEqual(['companies', 'workerContracts', 'invoices', 'creditNotes'])
    for (const resource of allowed) {
      expect(resource.create, resource.name).toBeUndefined()
      expect(resource.edit, resource.name).toBeUndefined()
      expect(resource.list, resource.name).toBeDefined()
    }
    expect(allowed.find((resource) => resource.name === 'companies')?.show).toBeDefined()
  })

  it('gives nothing without a back-office role', () => {
    expect(resourcesFor(undefined, resources)).toEqual([])
  })
})
