import type { ComponentType } from 'react'
import type { ResourceProps } from 'react-admin'

/** What a resource folder's index.ts exports; App turns each into a `<Resource>`. */
export interface ResourceDescriptor {
  name: string
  list: ComponentType
  edit?: ComponentType
  show?: ComponentType
  create?: ComponentType
  icon: ComponentType
  recordRepresentation: ResourceProps['recordRepresentation']
}
