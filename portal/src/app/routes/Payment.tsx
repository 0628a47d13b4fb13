export { PaymentPage as Component } from '@/features/purchase/components/PaymentPage'
