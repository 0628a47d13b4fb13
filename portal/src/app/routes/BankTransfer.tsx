export { BankTransferPage as Component } from '@/features/purchase/components/BankTransferPage'
