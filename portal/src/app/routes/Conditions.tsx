export { ConditionsPage as Component } from '@/features/purchase/components/ConditionsPage'
