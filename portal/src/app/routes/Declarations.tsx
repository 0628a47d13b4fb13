export { DeclarationsPage as Component } from '@/features/declarations/components/DeclarationsPage'
