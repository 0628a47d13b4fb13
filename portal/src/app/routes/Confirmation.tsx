export { ConfirmationPage as Component } from '@/features/purchase/components/ConfirmationPage'
